import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A regular file's bytes, refused unread when it is over a limit. The file is opened once: its type and
/// size come from the open file, and it is read up to one byte past the limit, so that a file swapped or
/// grown between the check and the read is refused too rather than read whole.
enum BoundedFileRead {
    /// Why a file was not read.
    enum Failure: Error, Equatable {
        /// It could not be opened or read: the system's reason.
        case unreadable(String)
        /// It is a folder, a device or a pipe.
        case notRegularFile
        /// It holds more bytes than the limit (at least this many).
        case overLimit(bytes: Int)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    static func contents(ofFileAt path: String, limit: Int) throws(Failure) -> Data {
        // Non-blocking, so that a named pipe is refused at once instead of waiting for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard status.st_size <= limit else { throw .overLimit(bytes: Int(status.st_size)) }
        // Room for one byte more than the file had: reading it means the file grew, and it is read on,
        // in larger steps, until its end or a byte past the limit.
        var data = Data(count: Int(status.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= limit else { throw .overLimit(bytes: filled) }
                data.count = min(data.count * 2, limit + 1)
            }
            let got = data.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
            if got == 0 { break }
            filled += got
        }
        data.count = filled
        return data
    }
}
