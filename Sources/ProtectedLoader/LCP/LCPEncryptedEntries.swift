import Foundation

/// Which resources of a package are encrypted with the license's content key, and how: from
/// `META-INF/encryption.xml` (EPUB) and from the `encrypted` link properties of a root `manifest.json`
/// (Readium Web Publication packages: `.lcpdf`, `.lcpa`). Other entries of encryption.xml, such as
/// obfuscated fonts, are not LCP's and pass through untouched.
struct LCPEncryptedEntries: Sendable {
    static let algorithm = "http://www.w3.org/2001/04/xmlenc#aes256-cbc"
    /// The JSON pointer into the license that `RetrievalMethod@URI` names.
    static let contentKeyPointer = "#/encryption/content_key"

    let entries: [String: EncryptionDocument.Entry]

    init(entries: [String: EncryptionDocument.Entry]) {
        self.entries = entries
    }

    init(container: Container) throws {
        var entries = try EncryptionDocument.read(from: container).entries
        for entry in try RWPMEncryptedLinks.entries(in: container) where entries[entry.path] == nil {
            entries[entry.path] = entry
        }
        self.entries = entries.filter { Self.isLCP($0.value) }
    }

    subscript(path: String) -> EncryptionDocument.Entry? { entries[path] }

    var isEmpty: Bool { entries.isEmpty }

    private static func isLCP(_ entry: EncryptionDocument.Entry) -> Bool {
        entry.algorithm == algorithm && entry.keyRetrievalURI?.hasSuffix(contentKeyPointer) == true
    }
}
