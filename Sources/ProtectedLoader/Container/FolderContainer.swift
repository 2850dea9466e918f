import Foundation

/// An exploded publication: the regular files under a folder, addressed by `/`-separated paths relative to
/// it. Nothing outside the folder is ever listed or read, whether reached by `..` or through a symbolic
/// link; links that stay inside are followed to files (links to folders are not walked, which also rules
/// out cycles).
public struct FolderContainer: Container {
    /// Why a folder cannot be used as a container.
    public struct Failure: CodedError, Sendable {
        public let location: String
        public let reason: String
        public let code: String
        public var message: String { "\(location): \(reason)" }
    }

    /// The folder, with every symbolic link in its own path resolved.
    public let root: URL
    public let name: String
    /// Every file's path, sorted.
    public let paths: [String]

    /// Lists the files under `url`; more than `maxFiles` of them is refused as a hostile or mistaken folder.
    public init(url: URL, maxFiles: Int = ZipLimits.default.maxEntries) throws {
        name = url.path
        guard let rootPath = Self.realPath(url.path), Self.isDirectory(rootPath) else {
            throw Failure(location: url.path, reason: "not a folder", code: "notAFolder")
        }
        root = URL(fileURLWithPath: rootPath, isDirectory: true)
        var found: [String] = []
        try Self.walk(rootPath, relative: "", root: rootPath, into: &found, maxFiles: maxFiles, location: url.path)
        paths = found.sorted()
    }

    public func resource(at path: String) -> Resource? {
        guard let relative = ContainerPath.normalize(path),
              let file = Self.containedFile(root.path + "/" + relative, root: root.path) else { return nil }
        return FileResource(path: relative, url: URL(fileURLWithPath: file))
    }

    private static func walk(
        _ directory: String, relative: String, root: String, into found: inout [String], maxFiles: Int, location: String
    ) throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in names {
            let full = directory + "/" + name
            let path = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                try walk(full, relative: path, root: root, into: &found, maxFiles: maxFiles, location: location)
            } else if containedFile(full, root: root) != nil {
                guard found.count < maxFiles else {
                    throw Failure(location: location, reason: "more than \(maxFiles) files", code: "limitExceeded")
                }
                found.append(path)
            }
        }
    }

    /// The real path of `path` when it is a regular file inside `root` once every link is resolved.
    private static func containedFile(_ path: String, root: String) -> String? {
        guard let real = realPath(path), real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return nil }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return real
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private struct FileResource: Resource {
        let path: String
        let url: URL

        func length() throws -> UInt64 { try FileByteSource(url: url).length }

        func read(range: Range<UInt64>?) throws -> Data {
            let source = try FileByteSource(url: url)
            let wanted = (range ?? 0..<source.length).clamped(to: 0..<source.length)
            return try source.read(at: wanted.lowerBound, count: Int(wanted.count))
        }
    }
}
