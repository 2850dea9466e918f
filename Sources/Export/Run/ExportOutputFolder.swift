import Foundation

/// The `--out` folder. Every file is written whole to a temporary name beside its destination and renamed
/// over it, so a reader (or a resumed run) sees either the old file or the new one, never half of one.
/// Names come from `PathSlug`, so they are plain; the folder's own subfolders must not be symbolic links.
public struct ExportOutputFolder: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// Writes `data` at `path` (slash-separated, relative to the root) atomically.
    public func write(_ data: Data, at path: String) throws(ExportError) {
        let destination = root.appendingPathComponent(path)
        try makeFolder(destination.deletingLastPathComponent())
        let temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max)).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .cannotWrite(path: temporary.path, reason: String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            unlink(temporary.path)
            throw .cannotWrite(path: destination.path, reason: "\(error)")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .cannotWrite(path: destination.path, reason: reason)
        }
    }

    /// Removes the file at `path` when it exists (a unit whose highlights were all deleted).
    public func remove(at path: String) throws(ExportError) {
        let file = root.appendingPathComponent(path).path
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
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    }

    private func makeFolder(_ folder: URL) throws(ExportError) {
        var status = stat()
        if lstat(folder.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw .cannotWrite(path: folder.path, reason: "not a folder (or a symbolic link)") }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: folder.path, reason: "\(error)")
        }
    }
}
