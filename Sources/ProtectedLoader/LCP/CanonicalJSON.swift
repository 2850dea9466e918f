import Foundation

/// The canonical form LCP signs (spec §5.3): members sorted by code point at every level, array order kept,
/// no insignificant white space, `/` left unescaped, integers without a fraction and other numbers in
/// normalised scientific notation with an upper-case `E`.
public enum CanonicalJSON {
    /// The canonical bytes of `value`.
    public static func serialize(_ value: JSONValue) -> Data {
        var output = ""
        write(value, to: &output)
        return Data(output.utf8)
    }

    /// The bytes a license signature covers: the document without its `signature` member.
    public static func signedBytes(of license: [String: JSONValue]) -> Data {
        var unsigned = license
        unsigned["signature"] = nil
        return serialize(.object(unsigned))
    }

    private static func write(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case let .integer(number): output += String(number)
        case let .double(number): output += format(number)
        case let .string(text): writeString(text, to: &output)
        case let .array(items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                write(item, to: &output)
            }
            output += "]"
        case let .object(members):
            output += "{"
            // Code point order is UTF-8 byte order, which differs from String's own ordering.
            let names = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for (index, name) in names.enumerated() {
                if index > 0 { output += "," }
                writeString(name, to: &output)
                output += ":"
                write(members[name]!, to: &output)
            }
            output += "}"
        }
    }

    /// Escapes only what JSON requires. The five control characters with a short escape use it, as the
    /// signing servers (Go's encoder) and other Readium readers do; the others get upper-case `\u00XX`.
    private static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// Integral values print as integers; others as `d.dddE±n` from the shortest round-tripping digits.
    static func format(_ number: Double) -> String {
        if number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        let sign = number < 0 ? "-" : ""
        let (digits, exponent) = decimalDigits(of: abs(number))
        let fraction = digits.dropFirst()
        return sign + String(digits.prefix(1)) + (fraction.isEmpty ? "" : "." + fraction) + "E" + String(exponent)
    }

    /// The significant digits of a positive finite number and the power of ten of the first one.
    private static func decimalDigits(of number: Double) -> (digits: String, exponent: Int) {
        let text = "\(number)".lowercased()
        let parts = text.split(separator: "e", maxSplits: 1)
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0].split(separator: ".", maxSplits: 1)
        let whole = String(mantissa[0])
        let fraction = mantissa.count > 1 ? String(mantissa[1]) : ""
        var digits = whole + fraction
        exponent += whole.count - 1
        while digits.hasPrefix("0"), digits.count > 1 {
            digits.removeFirst()
            exponent -= 1
        }
        while digits.hasSuffix("0"), digits.count > 1 { digits.removeLast() }
        return (digits, exponent)
    }
}
