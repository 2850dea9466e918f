/// A component value of CSS Syntax (§5): a preserved token, a `{}`/`[]`/`()` block, or a function
/// with its arguments. Rules, declarations and selectors are all made of these.
package indirect enum CSSComponentValue: Hashable, Sendable {
    case token(CSSToken)
    /// A simple block; `opening` is `.openCurly`, `.openSquare` or `.openParen`.
    case block(opening: CSSToken, values: [CSSComponentValue])
    /// A function; `name` is as written (compare case-insensitively).
    case function(name: String, arguments: [CSSComponentValue])

    package var isWhitespace: Bool { self == .token(.whitespace) }

    /// The identifier's name, lowercased, when this is an identifier.
    package var keyword: String? {
        if case .token(.ident(let name)) = self { return name.lowercased() }
        return nil
    }
}

extension Array where Element == CSSComponentValue {
    /// The values without leading and trailing white space.
    package var trimmed: [CSSComponentValue] {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return [] }
        return Array(self[first...last])
    }

    /// The values with every white-space token removed: how most property grammars see them.
    package var significant: [CSSComponentValue] { filter { !$0.isWhitespace } }

    /// The values split at top-level commas, each part trimmed.
    package var commaSeparated: [[CSSComponentValue]] {
        split(separator: .token(.comma), omittingEmptySubsequences: false).map { Array($0).trimmed }
    }
}

/// Groups a token list into component values (§5.3.10 "parse a list of component values"), bounding
/// block nesting so that hostile style sheets cannot exhaust the stack.
struct CSSComponentParser {
    /// Deeper blocks are kept empty: no real style sheet nests this far.
    static let maximumNesting = 128

    private let tokens: [CSSToken]
    private var position = 0

    private init(tokens: [CSSToken]) { self.tokens = tokens }

    static func parse(_ tokens: [CSSToken]) -> [CSSComponentValue] {
        var parser = CSSComponentParser(tokens: tokens)
        var values: [CSSComponentValue] = []
        while parser.position < tokens.count { values.append(parser.consumeComponentValue(depth: 0)) }
        return values
    }

    static func parse(_ text: String) -> [CSSComponentValue] { parse(CSSTokenizer.tokenize(text)) }

    private mutating func consumeComponentValue(depth: Int) -> CSSComponentValue {
        let token = tokens[position]
        position += 1
        switch token {
        case .openCurly, .openSquare, .openParen:
            return .block(opening: token, values: consumeUntil(token.mirror!, depth: depth + 1))
        case .function(let name):
            return .function(name: name, arguments: consumeUntil(.closeParen, depth: depth + 1))
        default:
            return .token(token)
        }
    }

    private mutating func consumeUntil(_ closing: CSSToken, depth: Int) -> [CSSComponentValue] {
        if depth > Self.maximumNesting {
            skipPast(closing)
            return []
        }
        var values: [CSSComponentValue] = []
        while position < tokens.count {
            if tokens[position] == closing {
                position += 1
                return values
            }
            values.append(consumeComponentValue(depth: depth))
        }
        return values
    }

    /// Skips to the end of the current block without recursion.
    private mutating func skipPast(_ closing: CSSToken) {
        var expected: [CSSToken] = [closing]
        while position < tokens.count, let awaited = expected.last {
            let token = tokens[position]
            position += 1
            if token == awaited {
                expected.removeLast()
            } else if let mirror = token.mirror {
                expected.append(mirror)
            } else if case .function = token {
                expected.append(.closeParen)
            }
        }
    }
}
