import Foundation

/// A content document to lay out, with the container it belongs to: its bytes, its container path (which
/// its relative links resolve against) and where its style sheets, fonts and images are read from.
public struct ContainerDocument: Sendable {
    public let data: Data
    /// The document's container path (`OPS/chapter_001.xhtml`).
    public let path: String
    public let resources: any LayoutResources

    public init(data: Data, path: String, resources: any LayoutResources) {
        self.data = data
        self.path = path
        self.resources = resources
    }

    /// A document file on disk, with the unpacked publication it sits in (see `FolderResources.containing`).
    /// Files over `BuiltinLayoutEngine.maximumDocumentBytes` are refused, at most one byte past the limit read.
    /// `root`, when given, is the publication's root folder instead of the one found above the document;
    /// a document outside it is refused.
    public init(file document: URL, root: URL? = nil) throws {
        let file = try BrowserLayoutEngine.readableFile(document)
        let (resources, path): (FolderResources, String)
        if let root {
            let folder = FolderResources(root: root)
            let prefix = folder.root.path.hasSuffix("/") ? folder.root.path : folder.root.path + "/"
            guard file.path.hasPrefix(prefix) else {
                throw LayoutDocumentError.unreadable(path: file.path, reason: "not inside the root \(folder.root.path)")
            }
            (resources, path) = (folder, String(file.path.dropFirst(prefix.count)))
        } else {
            (resources, path) = FolderResources.containing(document: file)
        }
        let data: Data
        do {
            data = try BoundedFileRead.contents(ofFileAt: file.path, limit: BuiltinLayoutEngine.maximumDocumentBytes)
        } catch .overLimit(let size) {
            throw LayoutDocumentError.unreadable(path: file.path, reason: "\(size) bytes is over the limit of \(BuiltinLayoutEngine.maximumDocumentBytes)")
        } catch .notRegularFile {
            throw LayoutDocumentError.unreadable(path: file.path, reason: "not a regular file")
        } catch .unreadable(let reason) {
            throw LayoutDocumentError.unreadable(path: file.path, reason: reason)
        }
        self.init(data: data, path: path, resources: resources)
    }
}
