import CQPDF
import Foundation

/// An unnamed file that lives only in memory (a Linux memfd), for qpdf to write a clear PDF into by
/// path and for decor to map afterwards. qpdf's own in-memory output grows its buffer by copying and then
/// copies it once more when it is handed over; a file written straight and mapped once costs neither,
/// which is most of the difference between decrypting a 10 MB PDF in decor and in the `qpdf` tool. The file
/// has no name in any folder and closes on exec, so the clear bytes stay in this process's memory.
final class AnonymousMemoryFile {
    private var descriptor: Int32

    /// A new empty file; nil where the kernel offers no memfd, and the caller writes to memory instead.
    init?() {
        descriptor = decor_anonymous_memory_file("decor-clear-pdf")
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The path by which another library opens this file for writing (its own descriptor to it).
    var path: String { "/proc/self/fd/\(descriptor)" }

    /// What was written, mapped writable into memory and the file closed: the mapping lives as long as
    /// the returned bytes. `adjust` may change the bytes in place before they are handed over.
    func mappedContents(adjust: (UnsafeMutableRawBufferPointer) throws(PDFError) -> Void, name: String) throws(PDFError) -> Data {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw PDFError.unreadable(name: name, reason: "the clear copy in memory: \(String(cString: strerror(errno)))") }
        defer {
            close(descriptor)
            descriptor = -1
        }
        let count = Int(info.st_size)
        guard count > 0 else { return Data() }
        let address = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, descriptor, 0)
        guard let address, address != MAP_FAILED else {
            throw PDFError.unreadable(name: name, reason: "the clear copy in memory cannot be mapped: \(String(cString: strerror(errno)))")
        }
        do {
            try adjust(UnsafeMutableRawBufferPointer(start: address, count: count))
        } catch {
            munmap(address, count)
            throw error
        }
        return Data(bytesNoCopy: address, count: count, deallocator: .custom { pointer, count in munmap(pointer, count) })
    }
}
