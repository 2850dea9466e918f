import Foundation

/// The resources of an unpacked publication on disk: a folder tree read by container path. Paths are
/// checked once symbolic links are followed, so nothing outside the tree is ever read.
public struct FolderResources: LayoutResources {
    /// How many folders up a publication root is looked for.
    static let maximumDepth = 8

    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// The folder tree a document file belongs to: the root of the unpacked publication (the nearest folder
    /// above it with `META-INF/container.xml` or a `mimetype` file), else the document's own folder; and the
    /// document's container path in it.
    public static func containing(document: URL) -> (resources: FolderResources, documentPath: String) {
        let file = document.standardizedFileURL.resolvingSymlinksInPath()
        let folder = file.deletingLastPathComponent()
        var candidate = folder
        var found = folder
        for _ in 0..<maximumDepth {
            let manager = FileManager.default
            if manager.fileExists(atPath: candidate.appendingPathComponent("META-INF/container.xml").path)
                || manager.fileExists(atPath: candidate.appendingPathComponent("mimetype").path) {
                found = candidate
                break
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { break }
            candidate = parent
        }
        return (FolderResources(root: found), String(file.path.dropFirst(found.path.count).drop { $0 == "/" }))
    }

    public func data(at path: String, limit: Int) -> Data? {
        file(at: path).flatMap { try? BoundedFileRead.contents(ofFileAt: $0.path, limit: limit) }
    }

    public func prefix(at path: String, count: Int) -> Data? {
        guard let url = file(at: path), let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: count)
    }

    /// The file of a container path, once symbolic links are followed, if it is still inside the tree.
    public func file(at path: String) -> URL? {
        let url = root.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return url.path.hasPrefix(prefix) ? url : nil
    }
}
