/// Parses CSS selector lists (Selectors Level 4, the subset of `SimpleSelector` and `PseudoClass`).
public struct SelectorParser {
    /// Nested `:not()`/`:is()`/`:nth-child(… of S)` lists deeper than this are refused: selectors come
    /// from untrusted locators, and each level is a level of recursion.
    static let maximumNesting = 32

    private let source: String
    private var reader: SelectorReader
    private var nesting = 0

    /// Parses a whole selector list; anything left over is an error.
    public static func parse(_ source: String) throws -> SelectorList {
        var parser = SelectorParser(source: source)
        let list = try parser.parseList(closedBy: nil)
        guard parser.reader.isAtEnd else { throw parser.error("unexpected '\(parser.reader.peek!)'") }
        return list
    }

    private init(source: String) {
        self.source = source
        reader = SelectorReader(source)
    }

    private func error(_ reason: String) -> SelectorParseError {
        SelectorParseError(selector: source, position: reader.position, reason: reason)
    }

    private mutating func parseList(closedBy terminator: Unicode.Scalar?) throws -> SelectorList {
        nesting += 1
        defer { nesting -= 1 }
        guard nesting <= Self.maximumNesting else { throw error("selectors nested more than \(Self.maximumNesting) deep") }
        let start = reader.position
        var selectors: [ComplexSelector] = []
        repeat {
            reader.skipWhitespace()
            selectors.append(try parseComplex())
            reader.skipWhitespace()
        } while reader.consume(",")
        if let terminator, reader.peek != terminator { throw error("expected '\(terminator)'") }
        return SelectorList(selectors: selectors, source: reader.text(from: start).trimmingSpaces)
    }

    private mutating func parseComplex() throws -> ComplexSelector {
        var compounds = [try parseCompound()]
        var combinators: [Combinator] = []
        while true {
            let hadSpace = reader.skipWhitespace()
            let combinator: Combinator
            if reader.consume(">") { combinator = .child }
            else if reader.consume("+") { combinator = .nextSibling }
            else if reader.consume("~") { combinator = .subsequentSibling }
            else if hadSpace, let next = reader.peek, !",)".unicodeScalars.contains(next) { combinator = .descendant }
            else { break }
            reader.skipWhitespace()
            combinators.append(combinator)
            compounds.append(try parseCompound())
        }
        return ComplexSelector(compounds: compounds, combinators: combinators)
    }

    private mutating func parseCompound() throws -> CompoundSelector {
        var simple: [SimpleSelector] = []
        if reader.consume("*") {
            simple.append(.universal)
        } else if reader.startsIdentifier {
            simple.append(.type(try reader.identifier()))
        }
        while let next = reader.peek {
            switch next {
            case "#":
                reader.advance()
                guard reader.startsName else { throw error("expected a name after '#'") }
                simple.append(.id(try reader.name()))
            case ".":
                reader.advance()
                guard reader.startsIdentifier else { throw error("expected a class name after '.'") }
                simple.append(.className(try reader.identifier()))
            case "[":
                simple.append(.attribute(try parseAttribute()))
            case ":":
                simple.append(.pseudoClass(try parsePseudoClass()))
            default:
                guard !simple.isEmpty else {
                    throw error(reader.isAtEnd ? "expected a selector" : "unexpected '\(next)'")
                }
                return CompoundSelector(simpleSelectors: simple)
            }
        }
        guard !simple.isEmpty else { throw error("expected a selector") }
        return CompoundSelector(simpleSelectors: simple)
    }

    private mutating func parseAttribute() throws -> AttributeSelector {
        reader.advance()
        reader.skipWhitespace()
        guard reader.startsIdentifier else { throw error("expected an attribute name") }
        let name = try reader.identifier()
        reader.skipWhitespace()
        if reader.consume("]") { return AttributeSelector(name: name, test: nil, caseInsensitive: false) }
        var operatorText = ""
        if let first = reader.peek, "~|^$*".unicodeScalars.contains(first) {
            reader.advance()
            operatorText.unicodeScalars.append(first)
        }
        guard reader.consume("=") else { throw error("expected an attribute operator or ']'") }
        operatorText += "="
        guard let op = AttributeSelector.Operator(rawValue: operatorText) else { throw error("unknown operator") }
        reader.skipWhitespace()
        let value: String
        if let quote = reader.peek, quote == "\"" || quote == "'" {
            value = try reader.string()
        } else if reader.startsIdentifier {
            value = try reader.identifier()
        } else {
            throw error("expected an attribute value")
        }
        reader.skipWhitespace()
        var caseInsensitive = false
        if let flag = reader.peek, "iIsS".unicodeScalars.contains(flag) {
            reader.advance()
            caseInsensitive = flag == "i" || flag == "I"
            reader.skipWhitespace()
        }
        guard reader.consume("]") else { throw error("expected ']'") }
        return AttributeSelector(name: name, test: (op, value), caseInsensitive: caseInsensitive)
    }

    private mutating func parsePseudoClass() throws -> PseudoClass {
        reader.advance()
        if reader.peek == ":" { throw error("pseudo-elements do not select elements") }
        let nameStart = reader.position
        guard reader.startsIdentifier else { throw error("expected a pseudo-class name") }
        let name = try reader.identifier().lowercased()
        if reader.consume("(") {
            let result = try parseFunctional(name, at: nameStart)
            reader.skipWhitespace()
            guard reader.consume(")") else { throw error("expected ')'") }
            return result
        }
        switch name {
        case "first-child": return .nthChild(NthPattern(step: 0, offset: 1), of: nil)
        case "last-child": return .nthLastChild(NthPattern(step: 0, offset: 1), of: nil)
        case "first-of-type": return .nthOfType(NthPattern(step: 0, offset: 1))
        case "last-of-type": return .nthLastOfType(NthPattern(step: 0, offset: 1))
        case "only-child": return .onlyChild
        case "only-of-type": return .onlyOfType
        case "root": return .root
        case "empty": return .empty
        default: throw SelectorParseError(selector: source, position: nameStart, reason: "unsupported pseudo-class ':\(name)'")
        }
    }

    private mutating func parseFunctional(_ name: String, at nameStart: Int) throws -> PseudoClass {
        reader.skipWhitespace()
        switch name {
        case "nth-child", "nth-last-child":
            let pattern = try parseNthPattern()
            reader.skipWhitespace()
            var filter: SelectorList?
            if reader.consumeKeyword("of") { filter = try parseList(closedBy: ")") }
            return name == "nth-child" ? .nthChild(pattern, of: filter) : .nthLastChild(pattern, of: filter)
        case "nth-of-type": return .nthOfType(try parseNthPattern())
        case "nth-last-of-type": return .nthLastOfType(try parseNthPattern())
        case "not": return .not(try parseList(closedBy: ")"))
        case "is", "matches": return .matchesAny(try parseList(closedBy: ")"), contributesSpecificity: true)
        case "where": return .matchesAny(try parseList(closedBy: ")"), contributesSpecificity: false)
        case "lang": return .lang(try parseLanguageRanges())
        default: throw SelectorParseError(selector: source, position: nameStart, reason: "unsupported pseudo-class ':\(name)()'")
        }
    }

    /// The comma-separated identifiers or strings of `:lang()`.
    private mutating func parseLanguageRanges() throws -> [String] {
        var ranges: [String] = []
        repeat {
            reader.skipWhitespace()
            if let quote = reader.peek, quote == "\"" || quote == "'" {
                ranges.append(try reader.string())
            } else if reader.startsIdentifier {
                ranges.append(try reader.identifier())
            } else {
                throw error("expected a language range")
            }
            reader.skipWhitespace()
        } while reader.consume(",")
        return ranges
    }

    /// The `an+b` microsyntax: `odd`, `even`, `5`, `-n+3`, `2n - 1`, `+n`…
    private mutating func parseNthPattern() throws -> NthPattern {
        if reader.consumeKeyword("odd") { return NthPattern(step: 2, offset: 1) }
        if reader.consumeKeyword("even") { return NthPattern(step: 2, offset: 0) }
        var sign = 1
        if reader.consume("-") { sign = -1 } else { _ = reader.consume("+") }
        let digits = reader.digits()
        if reader.consume("n") || reader.consume("N") {
            let step = sign * (digits ?? 1)
            let afterN = reader.position
            reader.skipWhitespace()
            var offsetSign = 0
            if reader.consume("+") { offsetSign = 1 } else if reader.consume("-") { offsetSign = -1 }
            guard offsetSign != 0 else {
                reader.rewind(to: afterN)
                return NthPattern(step: step, offset: 0)
            }
            reader.skipWhitespace()
            guard let offset = reader.digits() else { throw error("expected a number in an+b") }
            return NthPattern(step: step, offset: offsetSign * offset)
        }
        guard let digits else { throw error("expected an+b, 'odd' or 'even'") }
        return NthPattern(step: 0, offset: sign * digits)
    }
}

private extension String {
    /// Found by index rather than through reversed slices, whose generic types the runtime makes, looking
    /// through every conformance of the program, the first time a selector is parsed.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
