/// One token of CSS Syntax Level 3 (§4): what the tokenizer hands the parser.
package enum CSSToken: Hashable, Sendable {
    case ident(String)
    case function(String)
    case atKeyword(String)
    /// `#name`; `isIdentifier` is the spec's type flag "id" (the name would be a valid identifier).
    case hash(String, isIdentifier: Bool)
    case string(String)
    case badString
    case url(String)
    case badURL
    case delim(Unicode.Scalar)
    case number(CSSNumber)
    case percentage(CSSNumber)
    case dimension(CSSNumber, unit: String)
    case whitespace
    case cdo, cdc
    case colon, semicolon, comma
    case openSquare, closeSquare, openParen, closeParen, openCurly, closeCurly

    /// The token that closes a block opened by this one, if this one opens a block.
    var mirror: CSSToken? {
        switch self {
        case .openSquare: .closeSquare
        case .openParen: .closeParen
        case .openCurly: .closeCurly
        default: nil
        }
    }
}

/// A numeric value as the tokenizer read it: the spec keeps whether it was written as an integer,
/// because some grammars (like `z-index` or `column-count`) accept only integers.
package struct CSSNumber: Hashable, Sendable {
    package var value: Double
    package var isInteger: Bool
    /// The number as written (sign included), so that serializing gives back `+1` in `2n+1`.
    package var text: String

    package init(_ value: Double, isInteger: Bool, text: String? = nil) {
        self.value = value
        self.isInteger = isInteger
        self.text = text ?? (isInteger && abs(value) < 1e15 ? String(Int(value)) : String(value))
    }
}
