import Foundation

extension EPUBCFI {
    /// Parses an EPUB CFI, with or without its `epubcfi(…)` wrapper. Percent-escapes (as in a URL
    /// fragment: `%20`) are decoded first.
    public init(_ text: String) throws {
        var parser = CFIParser(text: text)
        self = try parser.parseFragment()
    }
}

/// A recursive-descent parser for the whole EPUB CFI 1.1 grammar.
struct CFIParser {
    private static let specialCharacters: Set<Character> = ["^", "[", "]", "(", ")", ",", ";", "="]
    private let original: String
    private let characters: [Character]
    private var position = 0

    init(text: String) {
        original = text
        let decoded = text.contains("%") ? text.removingPercentEncoding ?? text : text
        characters = Array(decoded)
    }

    private var peek: Character? { position < characters.count ? characters[position] : nil }

    private func error(_ reason: String) -> CFIError {
        .syntax(cfi: original, position: position, reason: reason)
    }

    private mutating func consume(_ character: Character) -> Bool {
        guard peek == character else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ character: Character) throws {
        guard consume(character) else {
            throw error(peek.map { "expected '\(character)', found '\($0)'" } ?? "expected '\(character)' at the end")
        }
    }

    mutating func parseFragment() throws -> EPUBCFI {
        let wrapped = characters.starts(with: Array("epubcfi("))
        if wrapped { position = 8 }
        guard peek == "/" else { throw error("a CFI starts with a step '/'") }
        let path = try parsePath(allowOffset: true)
        var range: CFIRange?
        if consume(",") {
            guard path.offset == nil else { throw error("the parent path of a range cannot end with an offset") }
            let start = try parsePath(allowOffset: true)
            try expect(",")
            let end = try parsePath(allowOffset: true)
            guard !(start.steps.isEmpty && start.offset == nil), !(end.steps.isEmpty && end.offset == nil) else {
                throw error("a range needs a start and an end")
            }
            range = CFIRange(start: start, end: end)
        }
        if wrapped { try expect(")") }
        guard position == characters.count else { throw error("unexpected '\(peek!)'") }
        return EPUBCFI(path: path, range: range)
    }

    private mutating func parsePath(allowOffset: Bool) throws -> CFIPath {
        var steps: [CFIStep] = []
        while true {
            let indirection = consume("!")
            if peek == "/" {
                position += 1
                let index = try parseInteger()
                let assertion = peek == "[" ? try parseAssertion() : nil
                steps.append(CFIStep(index: index, assertion: assertion, followsIndirection: indirection))
            } else if let next = peek, ":~@".contains(next) {
                let offset = try parseOffset()
                return CFIPath(steps: steps, offset: offset, offsetFollowsIndirection: indirection)
            } else {
                if indirection { throw error("expected a step or an offset after '!'") }
                return CFIPath(steps: steps)
            }
        }
    }

    private mutating func parseOffset() throws -> CFIOffset {
        let kind: CFIOffset.Kind
        if consume(":") {
            kind = .character(try parseInteger())
        } else if consume("~") {
            let seconds = try parseNumber()
            kind = .temporal(seconds, spatial: consume("@") ? try parsePoint() : nil)
        } else {
            try expect("@")
            kind = .spatial(try parsePoint())
        }
        return CFIOffset(kind, assertion: peek == "[" ? try parseAssertion() : nil)
    }

    private mutating func parsePoint() throws -> CFIPoint {
        let x = try parseNumber()
        try expect(":")
        let y = try parseNumber()
        guard (0...100).contains(x), (0...100).contains(y) else { throw error("spatial coordinates are 0 to 100") }
        return CFIPoint(x: x, y: y)
    }

    /// `0` or a digit string without leading zeros.
    private mutating func parseInteger() throws -> Int {
        let start = position
        while let next = peek, next.isASCII, next.isNumber { position += 1 }
        guard position > start else { throw error("expected an integer") }
        let digits = String(characters[start..<position])
        guard digits == "0" || !digits.hasPrefix("0") else {
            throw CFIError.syntax(cfi: original, position: start, reason: "integers have no leading zeros")
        }
        guard let value = Int(digits), value < Int(Int32.max) else { throw error("integer too large") }
        return value
    }

    private mutating func parseNumber() throws -> Double {
        let start = position
        while let next = peek, next.isASCII, next.isNumber || next == "." { position += 1 }
        guard position > start, let value = Double(String(characters[start..<position])), value.isFinite else {
            throw CFIError.syntax(cfi: original, position: start, reason: "expected a number")
        }
        return value
    }

    /// `[values;name=values…]`; the reader is on `[`.
    private mutating func parseAssertion() throws -> CFIAssertion {
        position += 1
        var values = [try parseValue()]
        while consume(",") { values.append(try parseValue()) }
        var parameters: [CFIParameter] = []
        while consume(";") {
            let name = try parseValue()
            guard !name.isEmpty, !name.contains(" ") else { throw error("expected a parameter name") }
            try expect("=")
            var parameterValues = [try parseValue()]
            while consume(",") { parameterValues.append(try parseValue()) }
            parameters.append(CFIParameter(name: name, values: parameterValues))
        }
        try expect("]")
        if values == [""], parameters.isEmpty { throw error("empty assertion") }
        return CFIAssertion(values: values, parameters: parameters)
    }

    /// Characters up to the next unescaped special character; `^` escapes the one after it.
    private mutating func parseValue() throws -> String {
        var value = ""
        while let next = peek, !Self.specialCharacters.contains(next) || next == "^" {
            position += 1
            if next == "^" {
                guard let escaped = peek else { throw error("'^' at the end") }
                value.append(escaped)
                position += 1
            } else {
                value.append(next)
            }
        }
        return value
    }
}
