/// A selector that does not parse, with where (0-based character offset) and why.
public struct SelectorParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let selector: String
    public let position: Int
    public let reason: String

    public var description: String {
        "invalid selector \"\(selector)\" at offset \(position): \(reason)"
    }
}
