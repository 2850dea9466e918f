import Foundation
import Layout
import ProtectedLoader

/// A publication's resources as decor's layout engine reads them: through the protection layer, in memory.
/// Decrypted and de-obfuscated bytes are handed to the engine and never written anywhere.
public struct PublicationResources: LayoutResources {
    public let publication: Publication
    /// The book's font faces, parsed once for all the documents laid out from this value and its copies.
    public let sharedFontFaces: SharedFontFaces? = SharedFontFaces()

    /// A restricted publication is refused: its content cannot be laid out.
    public init(publication: Publication) throws(RenderError) {
        guard !publication.isRestricted else {
            throw RenderError.restricted(publication: publication.location,
                                         reason: publication.protectionError.map { "\($0.code): \($0.message)" } ?? "no reason given")
        }
        self.publication = publication
    }

    public func data(at path: String, limit: Int) -> Data? {
        guard let resource = try? publication.resource(href: path), let length = try? resource.length(),
              length <= UInt64(max(0, limit)) else { return nil }
        return try? resource.read()
    }

    public func prefix(at path: String, count: Int) -> Data? {
        guard let resource = try? publication.resource(href: path), let length = try? resource.length() else { return nil }
        return try? resource.read(range: 0..<min(UInt64(max(0, count)), length))
    }
}
