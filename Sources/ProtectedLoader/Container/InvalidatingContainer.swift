import Foundation

/// A container that rebuilds itself when the file it was read from changes on disk — typically when a
/// renewed LCP license is written back into the package, which moves every entry's offset. Without it, an
/// open publication would keep reading the old central directory's offsets from the new bytes.
/// (Readium's Content Protection proposal calls this the `InvalidatingFetcher`.)
final class InvalidatingContainer: Container, @unchecked Sendable {
    let name: String
    private let url: URL
    private let build: @Sendable () throws -> Container
    private let lock = NSLock()
    private var fingerprint: FileFingerprint?
    private var current: Container

    /// `build` reopens the file and applies the same protection; it is called again after every change.
    /// `fingerprint` is the file as `initial` read it (by default, as it is now).
    init(url: URL, initial: Container, fingerprint: FileFingerprint? = nil, build: @escaping @Sendable () throws -> Container) {
        self.url = url
        self.name = initial.name
        self.build = build
        self.current = initial
        self.fingerprint = fingerprint ?? FileFingerprint(url: url)
    }

    var paths: [String] { (try? upToDate().paths) ?? [] }

    func resource(at path: String) -> Resource? {
        guard (try? upToDate().resource(at: path)) != nil else { return nil }
        return InvalidatingResource(owner: self, path: path)
    }

    /// The container for the file as it is now, rebuilt if the file changed since it was last built.
    func upToDate() throws -> Container {
        try lock.withLock {
            let now = FileFingerprint(url: url)
            if now != fingerprint {
                current = try build()
                fingerprint = now
            }
            return current
        }
    }
}

/// A resource that finds its entry in the up-to-date container on every read.
private struct InvalidatingResource: Resource {
    let owner: InvalidatingContainer
    let path: String

    func length() throws -> UInt64 { try entry().length() }
    func read(range: Range<UInt64>?) throws -> Data { try entry().read(range: range) }

    private func entry() throws -> Resource {
        guard let resource = try owner.upToDate().resource(at: path) else {
            throw PublicationError.resourceNotFound(publication: owner.name, href: path)
        }
        return resource
    }
}

/// What identifies a version of a file: a replaced or rewritten file differs in at least one of these.
struct FileFingerprint: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init?(url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
    }
}
