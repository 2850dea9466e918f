import COpenSSL
import Foundation

/// Reads consecutive PEM objects from memory with one of libcrypto's `PEM_read_bio_*` functions.
enum PEMReader {
    static func read(_ data: Data, _ next: (OpaquePointer?) -> OpaquePointer?) throws -> [OpaquePointer] {
        try data.withUnsafeBytes { raw in
            guard let bio = BIO_new_mem_buf(raw.baseAddress, Int32(raw.count)) else { throw CryptoError("BIO_new_mem_buf") }
            defer { BIO_free(bio) }
            var objects: [OpaquePointer] = []
            while let object = next(bio) { objects.append(object) }
            // Reaching the end of the text leaves a "no start line" error in the queue; it is not a failure.
            _ = CryptoError.drainOpenSSLErrors()
            return objects
        }
    }
}
