/// Why a style sheet was not used.
package enum CSSError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The text is larger than the parser accepts.
    case tooLarge(styleSheet: String, bytes: Int, limit: Int)

    package var description: String {
        switch self {
        case let .tooLarge(styleSheet, bytes, limit):
            "\(styleSheet): \(bytes) bytes of CSS is over the parser's limit of \(limit)"
        }
    }
}
