import DecorEngine
import Foundation

/// Why a file given to `decor serve` cannot be used. Messages name the file, never its secrets.
public struct ServerInputError: Error, CodedError, Sendable {
    public let path: String
    public let reason: String
    public var code: String { "invalidInput" }
    public var message: String { "\(path): \(reason)" }
    public var description: String { message }
}
