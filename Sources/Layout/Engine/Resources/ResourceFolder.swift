import Foundation

/// The folder tree a document's style sheets, fonts and images may be read from: the root of the
/// unpacked publication it belongs to (the nearest folder above it with `META-INF/container.xml` or a
/// `mimetype` file), else the document's own folder. Paths are container paths relative to that root,
/// resolved with `ContainerHref`, so nothing outside the tree (`..` above the root, absolute URLs, the
/// network, symbolic links pointing out) is ever read.
struct ResourceFolder: Sendable {
    /// Resources above this size are not read: no style sheet, font or image header needs more.
    static let maximumBytes = 32 << 20
    /// How many folders up a publication root is looked for.
    static let maximumDepth = 8

    let root: URL
    /// The document's container path (`OPS/chapter_001.xhtml`).
    let documentPath: String

    init(document: URL) {
        let file = document.standardizedFileURL.resolvingSymlinksInPath()
        let folder = file.deletingLastPathComponent()
        var candidate = folder
        var found = folder
        for _ in 0..<Self.maximumDepth {
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
        root = found
        documentPath = String(file.path.dropFirst(found.path.count).drop { $0 == "/" })
    }

    /// The container path an href found in the resource at `base` designates, nil when it leaves the tree.
    func resolve(_ href: String, relativeTo base: String) -> String? {
        ContainerHref.resolve(href, relativeTo: base)
    }

    /// The bytes of the resource at a container path; nil when it is missing, outside the tree (after
    /// symbolic links are followed) or too large.
    func data(at path: String, limit: Int = ResourceFolder.maximumBytes) -> Data? {
        guard let url = file(at: path), let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = (attributes[.size] as? NSNumber)?.intValue, size <= limit else { return nil }
        return try? Data(contentsOf: url)
    }

    /// The first `count` bytes of a resource (image headers), with the same checks.
    func prefix(at path: String, count: Int) -> Data? {
        guard let url = file(at: path), let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: count)
    }

    func text(at path: String) -> String? {
        data(at: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file of a container path, once symbolic links are followed, if it is still inside the tree.
    private func file(at path: String) -> URL? {
        let url = root.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
        let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
        return url.path.hasPrefix(prefix) ? url : nil
    }
}
