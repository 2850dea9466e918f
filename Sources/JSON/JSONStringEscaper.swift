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
        output += "\""
        // Most strings (and all base64 font data sent to a browser) need no escape: copy them whole.
        guard text.utf8.contains(where: needsEscape) else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}" where shortControlEscapes: output += "\\b"
            case "\u{0C}" where shortControlEscapes: output += "\\f"
            case _ where scalar.value < 0x20 || (htmlSafe && Self.isMarkupSensitive(scalar)):
                let hex = String(scalar.value, radix: 16, uppercase: uppercaseHex)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// Whether a UTF-8 byte may start something to escape (0xE2 leads U+2028 and U+2029).
    private func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"): true
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0xE2: htmlSafe
        default: false
        }
    }

    private static func isMarkupSensitive(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
