/// The tokenizer of CSS Syntax Level 3 (§4.3): turns style sheet text into `CSSToken`s. It never fails:
/// malformed input becomes `badString`/`badURL`/`delim` tokens, as browsers recover.
package struct CSSTokenizer {
    var input: [Unicode.Scalar]
    var position = 0

    package init(_ text: String) {
        input = CSSTokenizer.preprocess(text)
    }

    /// Every token of the text, comments dropped, with no end-of-file token.
    package static func tokenize(_ text: String) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    /// §3.3: CR LF, CR and FF become LF; NUL becomes U+FFFD.
    static func preprocess(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r":
                scalars.append("\n")
                previousWasCR = true
                continue
            case "\n" where previousWasCR: break
            case "\u{0C}": scalars.append("\n")
            case "\0": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            previousWasCR = false
        }
        return scalars
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < input.count ? input[index] : nil
    }

    /// The next token, or nil at the end of the input.
    package mutating func next() -> CSSToken? {
        consumeComments()
        guard let scalar = peek() else { return nil }
        position += 1
        switch scalar {
        case _ where scalar.isCSSWhitespace:
            while let next = peek(), next.isCSSWhitespace { position += 1 }
            return .whitespace
        case "\"", "'":
            return consumeString(endingWith: scalar)
        case "#":
            if let next = peek(), next.isIdentifierCodePoint || isValidEscape(at: position) {
                let isIdentifier = wouldStartIdentifier(at: position)
                return .hash(consumeIdentifierSequence(), isIdentifier: isIdentifier)
            }
            return .delim(scalar)
        case "(": return .openParen
        case ")": return .closeParen
        case "[": return .openSquare
        case "]": return .closeSquare
        case "{": return .openCurly
        case "}": return .closeCurly
        case ",": return .comma
        case ":": return .colon
        case ";": return .semicolon
        case "+", ".":
            if startsNumber(at: position - 1) { position -= 1; return consumeNumericToken() }
            return .delim(scalar)
        case "-":
            if startsNumber(at: position - 1) { position -= 1; return consumeNumericToken() }
            if peek() == "-", peek(1) == ">" { position += 2; return .cdc }
            if wouldStartIdentifier(at: position - 1) { position -= 1; return consumeIdentLikeToken() }
            return .delim(scalar)
        case "<":
            if peek() == "!", peek(1) == "-", peek(2) == "-" { position += 3; return .cdo }
            return .delim(scalar)
        case "@":
            if wouldStartIdentifier(at: position) { return .atKeyword(consumeIdentifierSequence()) }
            return .delim(scalar)
        case "\\":
            if isValidEscape(at: position - 1) { position -= 1; return consumeIdentLikeToken() }
            return .delim(scalar)
        case "0"..."9":
            position -= 1
            return consumeNumericToken()
        case _ where scalar.isIdentifierStart:
            position -= 1
            return consumeIdentLikeToken()
        default:
            return .delim(scalar)
        }
    }

    private mutating func consumeComments() {
        while peek() == "/", peek(1) == "*" {
            position += 2
            while position < input.count, !(peek() == "*" && peek(1) == "/") { position += 1 }
            position = min(position + 2, input.count)
        }
    }

    private mutating func consumeString(endingWith quote: Unicode.Scalar) -> CSSToken {
        var value = String.UnicodeScalarView()
        while let scalar = peek() {
            position += 1
            switch scalar {
            case quote:
                return .string(String(value))
            case "\n":
                position -= 1
                return .badString
            case "\\":
                guard let next = peek() else { continue }
                if next == "\n" { position += 1 } else { value.append(consumeEscapedCodePoint()) }
            default:
                value.append(scalar)
            }
        }
        return .string(String(value))
    }

    private mutating func consumeIdentLikeToken() -> CSSToken {
        let name = consumeIdentifierSequence()
        if name.lowercased() == "url", peek() == "(" {
            position += 1
            while let first = peek(), first.isCSSWhitespace, let second = peek(1), second.isCSSWhitespace {
                position += 1
            }
            let quoteAhead: (Unicode.Scalar?) -> Bool = { $0 == "\"" || $0 == "'" }
            if quoteAhead(peek()) || (peek()?.isCSSWhitespace == true && quoteAhead(peek(1))) {
                return .function(name)
            }
            return consumeURLToken()
        }
        if peek() == "(" {
            position += 1
            return .function(name)
        }
        return .ident(name)
    }

    private mutating func consumeURLToken() -> CSSToken {
        var value = String.UnicodeScalarView()
        while let next = peek(), next.isCSSWhitespace { position += 1 }
        while let scalar = peek() {
            position += 1
            switch scalar {
            case ")":
                return .url(String(value))
            case _ where scalar.isCSSWhitespace:
                while let next = peek(), next.isCSSWhitespace { position += 1 }
                if peek() == nil || peek() == ")" {
                    position = min(position + 1, input.count)
                    return .url(String(value))
                }
                consumeBadURLRemnants()
                return .badURL
            case "\"", "'", "(":
                consumeBadURLRemnants()
                return .badURL
            case _ where scalar.isNonPrintable:
                consumeBadURLRemnants()
                return .badURL
            case "\\":
                if isValidEscape(at: position - 1) {
                    value.append(consumeEscapedCodePoint())
                } else {
                    consumeBadURLRemnants()
                    return .badURL
                }
            default:
                value.append(scalar)
            }
        }
        return .url(String(value))
    }

    private mutating func consumeBadURLRemnants() {
        while let scalar = peek() {
            position += 1
            if scalar == ")" { return }
            if scalar == "\\", isValidEscape(at: position - 1) { _ = consumeEscapedCodePoint() }
        }
    }
}
