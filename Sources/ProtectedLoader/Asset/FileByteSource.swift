import Foundation

/// A `ByteSource` over a local file, read with positioned reads so that concurrent readers never
/// disturb each other's offsets.
public final class FileByteSource: ByteSource {
    public let url: URL
    public let length: UInt64
    private let descriptor: Int32

    public init(url: URL) throws {
        self.url = url
        let fd = open(url.path, O_RDONLY)
        guard fd >= 0 else {
            throw ByteSourceError(location: url.path, reason: String(cString: strerror(errno)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw ByteSourceError(location: url.path, reason: "not a regular file")
        }
        descriptor = fd
        length = UInt64(info.st_size)
    }

    deinit { close(descriptor) }

    /// A path that names the very file this source opened, even if its name has since been given to
    /// another file: for a library that opens files only by path (qpdf), so that it reads what decor checked.
    package var openedFilePath: String { "/dev/fd/\(descriptor)" }

    public func read(at offset: UInt64, count: Int) throws -> Data {
        guard count > 0, offset < length else { return Data() }
        let wanted = Int(min(UInt64(count), length - offset))
        var buffer = Data(count: wanted)
        var done = 0
        try buffer.withUnsafeMutableBytes { raw in
            while done < wanted {
                let got = pread(descriptor, raw.baseAddress! + done, wanted - done, off_t(offset) + off_t(done))
                if got < 0 {
                    if errno == EINTR { continue }
                    throw ByteSourceError(location: url.path, reason: String(cString: strerror(errno)))
                }
                if got == 0 { break }
                done += got
            }
        }
        return done == wanted ? buffer : buffer.prefix(done)
    }
}
