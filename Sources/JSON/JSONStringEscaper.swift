/// How the characters of a JSON string are written: what JSON requires escaped, plus the optional escapes
/// each consumer expects. One place for it, so that the writers (`JSONWriter`'s dialects, LCP's canonical
/// form) cannot drift apart on what a string must escape.
public struct JSONStringEscaper: Sendable {
    /// `\b` and `\f` for backspace and form feed rather than `\u0008` and `\u000c`.
    public var shortControlEscapes: Bool
    /// `\u001F` rather than `\u001f`.
    public var uppercaseHex: Bool
    /// Escape `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so that the output contains no markup.
    public var htmlSafe: Bool

    public init(shortControlEscapes: Bool = false, uppercaseHex: Bool = false, htmlSafe: Bool = false) {
        self.shortControlEscapes = shortControlEscapes
        self.uppercaseHex = uppercaseHex
        self.htmlSafe = htmlSafe
    }

    /// Appends `text` between double quotes, escaped.
    public func appendQuoted(_ text: String, to output: inout String) {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` between double quotes, escaped, as UTF-8: the form large outputs are built in.
    public func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Unescaped runs are copied whole: most strings (and all base64 font data sent to a browser)
            // have no character to escape.
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard needsEscape(byte), let escape = escape(at: index, in: bytes) else {
                    index += 1
                    continue
                }
                output.append(contentsOf: bytes[runStart..<index])
                output.append(contentsOf: escape.text.utf8)
                index += escape.length
                runStart = index
            }
            output.append(contentsOf: bytes[runStart..<bytes.count])
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The escape of the character starting at `index` and how many bytes it replaces; nil when the
    /// byte only looked like one (0xE2 leading a character other than U+2028 and U+2029).
    private func escape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (text: String, length: Int)? {
        switch bytes[index] {
        case UInt8(ascii: "\""): return ("\\\"", 1)
        case UInt8(ascii: "\\"): return ("\\\\", 1)
        case UInt8(ascii: "\n"): return ("\\n", 1)
        case UInt8(ascii: "\r"): return ("\\r", 1)
        case UInt8(ascii: "\t"): return ("\\t", 1)
        case 0x08 where shortControlEscapes: return ("\\b", 1)
        case 0x0C where shortControlEscapes: return ("\\f", 1)
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            else { return nil }
            return (unicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029), 3)
        case let byte: return (unicodeEscape(UInt32(byte)), 1)
        }
    }

    private func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: uppercaseHex)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// Whether a UTF-8 byte may start something to escape (0xE2 leads U+2028 and U+2029).
    private func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"): true
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0xE2: htmlSafe
        default: false
        }
    }
}
