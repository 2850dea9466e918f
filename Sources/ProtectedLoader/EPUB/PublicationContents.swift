import Foundation

/// What a package's own documents say it contains, read from whichever format it is in: EPUB
/// (`META-INF/container.xml` → OPF), a packaged Readium Web Publication (`manifest.json`), or a lone PDF
/// (its one page-described document is the whole reading order).
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
        if let pdf = try pdfDocument(in: container) {
            return pdf
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

    /// A container holding nothing but one PDF: the publication is that document, titled by its
    /// information dictionary.
    private static func pdfDocument(in container: Container) throws -> PublicationContents? {
        guard container.paths.count == 1, let path = container.paths.first, let resource = container.resource(at: path),
              PDFContainer.isPDF(try resource.read(range: 0..<5)) else { return nil }
        let title: String?
        if let known = decryptedPDF(container)?.knownTitle {
            title = known
        } else {
            title = try resource.length() <= PDFProtection.maximumBytes
                ? (try? QPDFDocument(.bytes(resource.read()), name: container.name, password: ""))?.info("/Title") : nil
        }
        let link = Link(href: path, mediaType: "application/pdf")
        return PublicationContents(
            metadata: PublicationMetadata(identifier: nil, title: title, languages: [], readingProgression: nil),
            readingOrder: [link], manifest: [link], package: nil, encryption: EncryptionDocument(entries: [:]))
    }

    /// The PDF container a protection made, under the watch for changes on disk a file is opened with.
    private static func decryptedPDF(_ container: Container) -> PDFContainer? {
        guard let watched = container as? InvalidatingContainer else { return container as? PDFContainer }
        return (try? watched.upToDate()) as? PDFContainer
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
