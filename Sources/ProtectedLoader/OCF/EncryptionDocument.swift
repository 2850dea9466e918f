import DOM
import Foundation

/// `META-INF/encryption.xml` of an OCF container: which resources are encrypted or obfuscated, with
/// which algorithm, and how their clear bytes were compressed before encryption.
public struct EncryptionDocument: Sendable, Equatable {
    /// How one resource was protected.
    public struct Entry: Sendable, Equatable {
        /// The resource's container path (decoded, relative to the root).
        public var path: String
        /// The `EncryptionMethod` algorithm URI.
        public var algorithm: String
        /// `RetrievalMethod@URI` when the key is fetched from elsewhere (LCP: `license.lcpl#/encryption/content_key`).
        public var keyRetrievalURI: String?
        /// `Compression@Method` (0 stored, 8 raw deflate) when the clear bytes were compressed before encryption.
        public var compressionMethod: Int?
        /// `Compression@OriginalLength`: the size once decrypted and inflated.
        public var originalLength: UInt64?
    }

    public static let path = "META-INF/encryption.xml"

    static let encryptionNamespace = "http://www.w3.org/2001/04/xmlenc#"
    static let signatureNamespace = "http://www.w3.org/2000/09/xmldsig#"
    static let compressionNamespace = "http://www.idpf.org/2016/encryption#compression"

    /// Entries by path.
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// Parses the document. Entries without a cipher reference are skipped; an unreadable document is an error.
    public init(data: Data, name: String = EncryptionDocument.path) throws {
        let document = try Document.parseXML(data, name: name)
        var entries: [String: Entry] = [:]
        for encrypted in document.node.descendants(named: "EncryptedData", namespace: Self.encryptionNamespace) {
            guard
                let reference = encrypted.firstChild(named: "CipherData", namespace: Self.encryptionNamespace)?
                    .firstChild(named: "CipherReference", namespace: Self.encryptionNamespace)?.attribute("URI"),
                let path = ContainerPath.resolve(reference, relativeTo: "")
            else { continue }
            let method = encrypted.firstChild(named: "EncryptionMethod", namespace: Self.encryptionNamespace)
            let retrieval = encrypted.firstChild(named: "KeyInfo", namespace: Self.signatureNamespace)?
                .firstChild(named: "RetrievalMethod", namespace: Self.signatureNamespace)
            let compression = encrypted.descendants(named: "Compression", namespace: Self.compressionNamespace).first
            entries[path] = Entry(
                path: path,
                algorithm: method?.attribute("Algorithm") ?? "",
                keyRetrievalURI: retrieval?.attribute("URI"),
                compressionMethod: compression?.attribute("Method").flatMap { Int($0) },
                originalLength: compression?.attribute("OriginalLength").flatMap { UInt64($0) })
        }
        self.entries = entries
    }

    /// Reads the container's `META-INF/encryption.xml`; an absent file means nothing is encrypted.
    public static func read(from container: Container) throws -> EncryptionDocument {
        guard let resource = container.resource(at: path) else { return EncryptionDocument() }
        return try EncryptionDocument(data: resource.read(), name: path)
    }
}
