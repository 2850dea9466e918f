import DecorEngine
import Foundation
import FuzzSupport

/// A subscription server's XML answer on arbitrary bytes: the size bound, the safe parser, and the checks
/// on what becomes request headers. Whatever credentials it accepts must be sendable as headers (no
/// control characters, a header name that is an HTTP token, a userid without a colon).
func fuzzSubscriptionXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard case let .credentials(credentials)? = try? SubscriptionAnswer(data: Data(FuzzInput.bytes(data, size)), location: "fuzz") else {
        return 0
    }
    fuzzInvariant(!credentials.userID.contains(":"), "a userid with a colon was accepted")
    for header in credentials.requestHeaders {
        let text = header.name + header.value
        fuzzInvariant(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "a header with a control character: \(header.name)")
        fuzzInvariant(!header.name.isEmpty && !header.name.contains(" "), "a header name that is not a token: \(header.name)")
    }
    return 0
}
