import Foundation

/// Why a downloaded publication was not accepted as the one its license names.
public enum LCPAcquisitionFailure: CodedError, Sendable, Equatable {
    /// The body is longer or shorter than the license's `length`.
    case lengthMismatch(url: String, expected: UInt64, received: UInt64)
    /// The body's SHA-256 is not the license's `hash`.
    case hashMismatch(url: String, expected: String, computed: String)

    public var code: String {
        switch self {
        case .lengthMismatch: "lengthMismatch"
        case .hashMismatch: "hashMismatch"
        }
    }

    public var message: String {
        switch self {
        case let .lengthMismatch(url, expected, received):
            "\(url): the license announces \(expected) bytes and \(received) were received"
        case let .hashMismatch(url, expected, computed):
            "\(url): the SHA-256 of the download is \(computed), the license expects \(expected)"
        }
    }
}
