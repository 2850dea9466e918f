import Foundation

/// Bytes written whole to an open file: one `write` may take only some of them, or be interrupted.
package enum DescriptorWrite {
    /// Why the bytes could not all be written: the system's error number and its text.
    package struct Failure: Error {
        package let code: Int32
        package var reason: String { String(cString: strerror(code)) }
    }

    /// Writes every byte of `bytes` to `descriptor`, going on after partial and interrupted writes.
    package static func all(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws(Failure) {
        var rest = bytes
        while !rest.isEmpty {
            let count = write(descriptor, rest.baseAddress, rest.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Failure(code: count < 0 ? errno : EIO) }
            rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        }
    }
}
