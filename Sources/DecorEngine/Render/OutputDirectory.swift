import Foundation
import Layout

/// The folder a render writes into. Every file goes to a container path checked to stay inside it: no
/// `..`, no absolute path, and no symbolic link followed on the way (a link planted in the folder cannot
/// redirect a write elsewhere). It never writes over its input.
public struct OutputDirectory: Sendable {
    public let root: URL
    private let input: URL

    /// Refuses a folder that is the input, lies inside the input, or would put any of `paths` on the input
    /// or inside it. Nothing is created yet.
    public init(root: URL, input: URL, paths: [String]) throws(RenderError) {
        self.root = Self.resolved(root)
        self.input = Self.resolved(input)
        let overlap = RenderError.outputOverlapsInput(output: root.path, input: input.path)
        guard !Self.isSame(self.root, orInside: self.input) else { throw overlap }
        // Paths that are not plain are refused when written, one by one; they cannot reach the input.
        for path in paths {
            guard let destination = try? file(path) else { continue }
            if Self.isSame(destination, orInside: self.input) || Self.isSame(self.input, orInside: destination) { throw overlap }
        }
    }

    /// Writes `data` at the container path `path`, creating folders on the way.
    public func write(_ data: Data, at path: String) throws(RenderError) {
        let (handle, destination) = try create(path)
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw .cannotWrite(path: destination.path, reason: error.localizedDescription)
        }
    }

    /// Creates the file at the container path `path` (creating folders on the way) and lets `body` write
    /// it piece by piece with the function it is given, for content too large to be made whole first.
    public func write<Result>(at path: String, _ body: (_ write: (UnsafeRawBufferPointer) throws(RenderError) -> Void) throws -> Result) throws -> Result {
        let (handle, destination) = try create(path)
        return try body { bytes throws(RenderError) in
            do throws(DescriptorWrite.Failure) {
                try DescriptorWrite.all(bytes, to: handle.fileDescriptor)
            } catch {
                throw .cannotWrite(path: destination.path, reason: error.reason)
            }
        }
    }

    /// Opens a new file for `path`, never through a symbolic link.
    private func create(_ path: String) throws(RenderError) -> (FileHandle, URL) {
        let destination = try prepare(path)
        let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .unsafeOutputPath(path) }
            throw .cannotWrite(path: destination.path, reason: String(cString: strerror(errno)))
        }
        return (FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), destination)
    }

    /// The file URL for a container path, after checking that the path is plain.
    func file(_ path: String) throws(RenderError) -> URL {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\"),
              components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." })
        else { throw .unsafeOutputPath(path) }
        return components.reduce(root) { $0.appendingPathComponent(String($1)) }
    }

    /// Creates the folders leading to `path` (refusing any symbolic link among those under the root)
    /// and returns its URL.
    private func prepare(_ path: String) throws(RenderError) -> URL {
        let destination = try file(path)
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(path: root.path, reason: error.localizedDescription)
        }
        var folder = root
        for component in path.split(separator: "/").dropLast() {
            folder = folder.appendingPathComponent(String(component))
            var status = stat()
            if lstat(folder.path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFDIR else { throw .unsafeOutputPath(path) }
            } else if mkdir(folder.path, 0o755) != 0 {
                throw .cannotWrite(path: folder.path, reason: String(cString: strerror(errno)))
            }
        }
        return destination
    }

    private static func resolved(_ url: URL) -> URL {
        url.standardizedFileURL.resolvingSymlinksInPath()
    }

    private static func isSame(_ url: URL, orInside other: URL) -> Bool {
        let path = url.path, container = other.path
        return path == container || path.hasPrefix(container.hasSuffix("/") ? container : container + "/")
    }
}
