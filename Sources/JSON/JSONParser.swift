import Foundation

/// A strict RFC 8259 parser producing lossless `JSONValue`s, with limits for untrusted input: nesting
/// depth, string length, and no duplicate keys (two readers of a file with duplicate keys can disagree on
/// what it says, so such a file is refused rather than guessed at).
public struct JSONParser: Sendable {
    /// Why a text is not acceptable JSON, with the byte offset where reading stopped.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public var offset: Int
        public var reason: String

        public var description: String { "\(reason) at byte \(offset)" }
    }

    public var maxDepth: Int
    public var maxStringBytes: Int

    public init(maxDepth: Int = 64, maxStringBytes: Int = 1 << 20) {
        self.maxDepth = maxDepth
        self.maxStringBytes = maxStringBytes
    }

    public func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
        try parse([UInt8](data))
    }

    public func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var cursor = Cursor(bytes: bytes, limits: self)
        cursor.skipWhitespace()
        let value = try cursor.value(depth: 0)
        cursor.skipWhitespace()
        guard cursor.index == bytes.count else { throw cursor.error("unexpected text after the JSON value") }
        return value
    }

    private struct Cursor {
        let bytes: [UInt8]
        let limits: JSONParser
        var index = 0

        init(bytes: [UInt8], limits: JSONParser) {
            self.bytes = bytes
            self.limits = limits
        }

        func error(_ reason: String) -> SyntaxError { SyntaxError(offset: index, reason: reason) }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        mutating func expect(_ literal: StaticString) throws(SyntaxError) {
            let text = literal.utf8Start
            for offset in 0..<literal.utf8CodeUnitCount {
                guard current == text[offset] else { throw error("expected \(literal)") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            switch current {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try expect("true"); return .bool(true)
            case UInt8(ascii: "f"): try expect("false"); return .bool(false)
            case UInt8(ascii: "n"): try expect("null"); return .null
            case let byte? where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return .number(try number())
            case nil: throw error("unexpected end of text")
            default: throw error("unexpected character")
            }
        }

        /// Containers count as levels: at most `maxDepth` of them nest.
        func enter(depth: Int) throws(SyntaxError) {
            guard depth < limits.maxDepth else { throw error("nesting deeper than \(limits.maxDepth) levels") }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
            try enter(depth: depth)
            index += 1
            var members: [JSONMember] = []
            // Filled only once an object is large: the few members of most objects are compared directly.
            var keys = Set<String>()
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let key = try string()
                guard !isDuplicate(key, in: members, keys: &keys) else { throw error("duplicate key \"\(key)\"") }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':'") }
                index += 1
                skipWhitespace()
                members.append(JSONMember(key, try value(depth: depth + 1)))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"): index += 1; return .object(members)
                default: throw error("expected ',' or '}'")
                }
            }
        }

        /// Whether `key` is already a member's: a scan of the members while there are few, a set of their
        /// keys (built once) after that.
        func isDuplicate(_ key: String, in members: [JSONMember], keys: inout Set<String>) -> Bool {
            guard members.count >= 16 else { return members.contains { $0.key == key } }
            if keys.isEmpty { keys = Set(members.lazy.map(\.key)) }
            return !keys.insert(key).inserted
        }

        mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
            try enter(depth: depth)
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"): index += 1; return .array(elements)
                default: throw error("expected ',' or ']'")
                }
            }
        }

        mutating func number() throws(SyntaxError) -> JSONNumber {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
            } else {
                guard try digits() > 0 else { throw error("expected a digit") }
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard try digits() > 0 else { throw error("expected a digit after '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                // Exponents are bounded so that the canonical value used for equality stays exact.
                let count = try digits()
                guard (1...6).contains(count) else { throw error("expected an exponent of 1 to 6 digits") }
            }
            return JSONNumber(validatedText: String(decoding: bytes[start..<index], as: UTF8.self))
        }

        mutating func digits() throws(SyntaxError) -> Int {
            let start = index
            while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
            guard index - start <= limits.maxStringBytes else { throw error("number longer than \(limits.maxStringBytes) bytes") }
            return index - start
        }

        mutating func string() throws(SyntaxError) -> String {
            index += 1
            // Most strings hold no escape: their bytes are taken whole. Anything else (an escape, a control
            // character, the end of the text, the length limit) goes on byte by byte from where this stopped.
            let start = index
            let scanEnd = min(bytes.count, start + limits.maxStringBytes + 1)
            while index < scanEnd {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            if index - start <= limits.maxStringBytes, index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                index += 1
                guard let text = String(validating: bytes[start..<(index - 1)], as: UTF8.self) else { throw error("invalid UTF-8 in string") }
                return text
            }
            var units = Array(bytes[start..<index])
            while true {
                guard let byte = current else { throw error("unterminated string") }
                guard units.count <= limits.maxStringBytes else {
                    throw error("string longer than \(limits.maxStringBytes) bytes")
                }
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    guard let text = String(validating: units, as: UTF8.self) else { throw error("invalid UTF-8 in string") }
                    return text
                case UInt8(ascii: "\\"):
                    index += 1
                    try escape(into: &units)
                case 0x00..<0x20:
                    throw error("control character in string")
                default:
                    units.append(byte)
                    index += 1
                }
            }
        }

        mutating func escape(into units: inout [UInt8]) throws(SyntaxError) {
            guard let byte = current else { throw error("unterminated escape") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(byte); return
            case UInt8(ascii: "b"): units.append(0x08); return
            case UInt8(ascii: "f"): units.append(0x0C); return
            case UInt8(ascii: "n"): units.append(0x0A); return
            case UInt8(ascii: "r"): units.append(0x0D); return
            case UInt8(ascii: "t"): units.append(0x09); return
            case UInt8(ascii: "u"): break
            default: throw error("invalid escape")
            }
            var scalar = UInt32(try hexQuad())
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\") else { throw error("lone surrogate in \\u escape") }
                index += 1
                try expect("u")
                let low = UInt32(try hexQuad())
                guard (0xDC00...0xDFFF).contains(low) else { throw error("lone surrogate in \\u escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("lone surrogate in \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
            units.append(contentsOf: String(unicode).utf8)
        }

        mutating func hexQuad() throws(SyntaxError) -> UInt16 {
            guard index + 4 <= bytes.count,
                  let value = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                  bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
            else { throw error("expected four hexadecimal digits") }
            index += 4
            return value
        }
    }
}
