import Foundation

/// Where the layout engine reads a document's style sheets, fonts and images from, by container path
/// (`OPS/css/book.css`). A folder tree on disk is one source; a protected publication read in memory is
/// another, so that decrypted resources never need a copy on disk to be laid out.
public protocol LayoutResources: Sendable {
    /// The bytes of the resource at a container path; nil when it is missing, refused or over `limit` bytes.
    func data(at path: String, limit: Int) -> Data?
    /// The first `count` bytes of a resource (image headers); nil when it is missing or refused.
    func prefix(at path: String, count: Int) -> Data?
    /// Font faces shared by the documents laid out from these resources; nil to load them per document.
    var sharedFontFaces: SharedFontFaces? { get }
}

extension LayoutResources {
    public func prefix(at path: String, count: Int) -> Data? {
        data(at: path, limit: LayoutResourceLimits.maximumBytes).map { $0.prefix(count) }
    }

    /// None: each document loads its own faces.
    public var sharedFontFaces: SharedFontFaces? { nil }
}

/// Bounds on what the engine reads of one linked resource.
public enum LayoutResourceLimits {
    /// Resources above this size are not read: no style sheet, font or image header needs more.
    public static let maximumBytes = 32 << 20
}
