import COpenSSL
import Foundation

/// A failure inside OpenSSL's libcrypto, with the library's own reason when it gave one.
public struct CryptoError: Error, CustomStringConvertible, Sendable {
    public let operation: String
    public let reason: String

    init(_ operation: String) {
        self.operation = operation
        self.reason = CryptoError.drainOpenSSLErrors()
    }

    init(_ operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    public var description: String { reason.isEmpty ? "\(operation) failed" : "\(operation) failed: \(reason)" }

    /// OpenSSL keeps a per-thread error queue; it is emptied here so that a later failure reports its own cause.
    static func drainOpenSSLErrors() -> String {
        var messages: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            var buffer = [UInt8](repeating: 0, count: 256)
            buffer.withUnsafeMutableBufferPointer { raw in
                raw.withMemoryRebound(to: CChar.self) { ERR_error_string_n(code, $0.baseAddress, $0.count) }
            }
            messages.append(String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self))
        }
        return messages.joined(separator: "; ")
    }
}
