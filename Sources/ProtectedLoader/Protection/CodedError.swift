/// An error with a stable machine-readable code (what `decor` prints as `error.code`) and a message for people.
public protocol CodedError: Error, CustomStringConvertible {
    /// A stable identifier: `incorrectCredentials`, `restricted`, `expired`, `invalidSignature`, …
    var code: String { get }
    /// One line that names the file, entry or field at fault.
    var message: String { get }
}

extension CodedError {
    public var description: String { message }
}
