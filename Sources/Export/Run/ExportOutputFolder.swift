import Foundation

/// The `--out` folder. Every file is written whole to a temporary name beside its destination and renamed
/// over it, so a reader (or a resumed run) sees either the old file or the new one, never half of one.
/// Names come from `PathSlug`, so they are plain; the folder's own subfolders must not be symbolic links.
public struct ExportOutputFolder: Sendable {
    public let root: URL
    /// The root's path: files are named by joining text, not through `URL`, which costs as much as a
    /// small file's contents (an export writes hundreds of thousands).
    private let rootPath: String

    public init(root: URL) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
    }

    /// Writes `data` at `path` (slash-separated, relative to the root) atomically.
    public func write(_ data: Data, at path: String) throws(ExportError) {
        let destination = rootPath + "/" + path
        let slash = destination.lastIndex(of: "/") ?? destination.startIndex
        let folder = String(destination[..<slash])
        try makeFolder(folder)
        let temporary = folder + "/." + destination[destination.index(after: slash)...]
            + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: temporary, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            unlink(temporary)
            throw .cannotWrite(path: destination, reason: "\(error)")
        }
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .cannotWrite(path: destination, reason: reason)
        }
    }

    /// Removes the file at `path` when it exists (a unit whose highlights were all deleted).
    public func remove(at path: String) throws(ExportError) {
        let file = rootPath + "/" + path
        guard unlink(file) == 0 || errno == ENOENT else {
            throw .cannotWrite(path: file, reason: String(cString: strerror(errno)))
        }
    }

    /// Removes the temporary files a killed run left behind (never a finished file: those are renamed).
    public func removeAbandonedTemporaryFiles() {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasPrefix("."), name.hasSuffix(".tmp") { unlink(url.path) }
        }
    }

    /// The contents of the file at `path`, or nil when there is none.
    public func read(at path: String) -> Data? {
        FileManager.default.contents(atPath: rootPath + "/" + path)
    }

    private func makeFolder(_ folder: String) throws(ExportError) {
        var status = stat()
        if lstat(folder, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .cannotWrite(path: folder, reason: "not a folder (or a symbolic link)") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder, reason: "\(error)")
        }
    }
}
