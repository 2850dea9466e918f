import Foundation

/// The links of a packaged Readium Web Publication Manifest whose resources LCP encrypted, as
/// encryption entries with the compression and original length they declare.
enum RWPMEncryptedLinks {
    static let lcpScheme = "http://readium.org/2014/01/lcp"
    /// Stands for a `compression` name other than `deflate`, so that reading such a resource fails
    /// instead of returning compressed bytes.
    static let unrecognisedCompression = -1

    /// The LCP-encrypted links of the container's manifest; none when it has no `manifest.json`.
    static func entries(in container: Container) throws -> [EncryptionDocument.Entry] {
        guard let manifest = try WebPublicationManifest.read(from: container) else { return [] }
        return (manifest.readingOrder + manifest.otherLinks).compactMap { packaged in
            guard let encryption = packaged.encryption, encryption.scheme == lcpScheme,
                  let algorithm = encryption.algorithm else { return nil }
            return EncryptionDocument.Entry(
                path: packaged.link.href, algorithm: algorithm,
                keyRetrievalURI: "license.lcpl" + LCPEncryptedEntries.contentKeyPointer,
                compressionMethod: encryption.compression.map { $0 == "deflate" ? 8 : unrecognisedCompression },
                originalLength: encryption.originalLength)
        }
    }
}
