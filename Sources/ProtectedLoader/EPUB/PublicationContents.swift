import Foundation

/// What a package's own documents say it contains, read from whichever format it is in: EPUB
/// (`META-INF/container.xml` → OPF) or a packaged Readium Web Publication (`manifest.json`).
struct PublicationContents {
    var metadata: PublicationMetadata
    var readingOrder: [Link]
    var manifest: [Link]
    var package: PackageDocument?
    var encryption: EncryptionDocument

    static func read(from container: Container) throws -> PublicationContents {
        if let ocf = container.resource(at: OCFContainerDocument.path) {
            return try epub(ocf: OCFContainerDocument(data: ocf.read(), name: OCFContainerDocument.path), in: container)
        }
        if let manifest = try WebPublicationManifest.read(from: container) {
            return webPublication(manifest)
        }
        throw PublicationError.invalidPackage(
            location: "package root", reason: "neither \(OCFContainerDocument.path) nor \(WebPublicationManifest.path)")
    }

    private static func epub(ocf: OCFContainerDocument, in container: Container) throws -> PublicationContents {
        let packagePath = ocf.packagePaths[0]
        guard let packageResource = container.resource(at: packagePath) else {
            throw PublicationError.invalidPackage(location: OCFContainerDocument.path, reason: "no package document at \(packagePath)")
        }
        let package = try PackageDocument(data: packageResource.read(), path: packagePath)
        return PublicationContents(
            metadata: PublicationMetadata(
                identifier: package.uniqueIdentifier, title: package.title, languages: package.languages,
                readingProgression: package.pageProgressionDirection),
            readingOrder: package.readingOrder,
            manifest: package.manifest,
            package: package,
            encryption: try EncryptionDocument.read(from: container))
    }

    private static func webPublication(_ manifest: WebPublicationManifest) -> PublicationContents {
        let links = manifest.readingOrder + manifest.otherLinks
        var entries: [String: EncryptionDocument.Entry] = [:]
        for packaged in links {
            guard let encryption = packaged.encryption else { continue }
            entries[packaged.link.href] = EncryptionDocument.Entry(
                path: packaged.link.href, algorithm: encryption.algorithm ?? "", keyRetrievalURI: nil,
                compressionMethod: nil, originalLength: encryption.originalLength)
        }
        return PublicationContents(
            metadata: PublicationMetadata(
                identifier: manifest.identifier, title: manifest.title, languages: manifest.languages,
                readingProgression: manifest.readingProgression),
            readingOrder: manifest.readingOrder.map(\.link),
            manifest: links.map(\.link),
            package: nil,
            encryption: EncryptionDocument(entries: entries))
    }
}
