/// A cursor over a selector's characters with CSS's lexical rules for identifiers, names, strings and
/// escapes (`\:`, `\31 `).
struct SelectorReader {
    private let source: String
    private let scalars: [Unicode.Scalar]
    private(set) var position = 0

    init(_ source: String) {
        self.source = source
        scalars = Array(source.unicodeScalars)
    }

    var isAtEnd: Bool { position >= scalars.count }
    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    private func scalar(at offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    mutating func advance() { position += 1 }
    mutating func rewind(to offset: Int) { position = offset }

    func text(from start: Int) -> String {
        Self.string(of: scalars[start..<position])
    }

    /// The text of some scalars, encoded as UTF-8 at once: appending them one at a time to a string was
    /// most of the time a rule set's selectors took to parse.
    private static func string(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func consume(_ expected: Unicode.Scalar) -> Bool {
        guard peek == expected else { return false }
        position += 1
        return true
    }

    /// Consumes a keyword (ASCII case-insensitive) that is not the start of a longer identifier.
    mutating func consumeKeyword(_ keyword: String) -> Bool {
        let candidate = Array(keyword.unicodeScalars)
        guard position + candidate.count <= scalars.count else { return false }
        for (index, expected) in candidate.enumerated() where Self.asciiLowercased(scalars[position + index]) != expected {
            return false
        }
        if let following = scalar(at: candidate.count), Self.isNameCharacter(following) { return false }
        position += candidate.count
        return true
    }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = position
        while let next = peek, next == " " || next == "\t" || next == "\n" || next == "\r" || next == "\u{C}" {
            position += 1
        }
        return position > start
    }

    mutating func digits() -> Int? {
        var value: Int?
        while let next = peek, ("0"..."9").contains(next) {
            value = min((value ?? 0) * 10 + Int(next.value - 0x30), 1 << 30)
            position += 1
        }
        return value
    }

    /// Keywords are matched ASCII case-insensitively, as CSS matches them.
    private static func asciiLowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || !scalar.isASCII
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || scalar == "-" || ("0"..."9").contains(scalar)
    }

    private func startsEscape(at offset: Int) -> Bool {
        scalar(at: offset) == "\\" && scalar(at: offset + 1).map { $0 != "\n" } == true
    }

    var startsIdentifier: Bool {
        guard let first = peek else { return false }
        if first == "-" {
            guard let second = scalar(at: 1) else { return false }
            return Self.isNameStart(second) || second == "-" || startsEscape(at: 1)
        }
        return Self.isNameStart(first) || startsEscape(at: 0)
    }

    var startsName: Bool {
        guard let first = peek else { return false }
        return Self.isNameCharacter(first) || startsEscape(at: 0)
    }

    mutating func identifier() throws -> String { try name() }

    /// A run of name characters and escapes.
    mutating func name() throws -> String {
        let start = position
        while let next = peek, Self.isNameCharacter(next) { position += 1 }
        guard startsEscape(at: 0) else { return text(from: start) }
        // A name with escapes is decoded character by character.
        var result = text(from: start)
        while let next = peek {
            if next == "\\", startsEscape(at: 0) {
                position += 1
                result.unicodeScalars.append(escaped())
            } else if Self.isNameCharacter(next) {
                result.unicodeScalars.append(next)
                position += 1
            } else {
                break
            }
        }
        return result
    }

    /// A quoted string; the reader is on the opening quote.
    mutating func string() throws -> String {
        let quote = peek!
        let start = position
        position += 1
        var result = ""
        while let next = peek {
            position += 1
            if next == quote { return result }
            if next == "\\" {
                if peek == "\n" { position += 1 } else if peek != nil { result.unicodeScalars.append(escaped()) }
            } else if next == "\n" {
                break
            } else {
                result.unicodeScalars.append(next)
            }
        }
        throw SelectorParseError(selector: source, position: start, reason: "unterminated string")
    }

    /// The character after a backslash: up to six hex digits (and one optional space), or itself.
    private mutating func escaped() -> Unicode.Scalar {
        var hex = ""
        while hex.count < 6, let next = peek, next.properties.isASCIIHexDigit {
            hex.unicodeScalars.append(next)
            position += 1
        }
        guard !hex.isEmpty else {
            defer { position += 1 }
            return peek ?? "\u{FFFD}"
        }
        if let next = peek, next == " " || next == "\t" || next == "\n" { position += 1 }
        let value = UInt32(hex, radix: 16) ?? 0xFFFD
        return value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
