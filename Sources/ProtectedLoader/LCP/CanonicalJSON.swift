import Foundation
import JSON

/// The canonical form LCP signs (spec §5.3): members sorted by code point at every level, array order kept,
/// no insignificant white space, `/` left unescaped, integers without a fraction and other numbers in
/// normalised scientific notation with an upper-case `E`.
enum CanonicalJSON {
    /// The canonical bytes of `value`.
    static func serialize(_ value: JSONValue) -> Data {
        var output = ""
        write(value, to: &output)
        return Data(output.utf8)
    }

    /// The bytes a license signature covers: the document without its `signature` member.
    static func signedBytes(of license: [JSONMember]) -> Data {
        serialize(.object(license.filter { $0.key != "signature" }))
    }

    private static func write(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case let .number(number): output += format(number)
        case let .string(text): escaper.appendQuoted(text, to: &output)
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
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, member) in sorted.enumerated() {
                if index > 0 { output += "," }
                escaper.appendQuoted(member.key, to: &output)
                output += ":"
                write(member.value, to: &output)
            }
            output += "}"
        }
    }

    /// Escapes only what JSON requires. The five control characters with a short escape use it, as the
    /// signing servers (Go's encoder) and other Readium readers do; the others get upper-case `\u00XX`.
    private static let escaper = JSONStringEscaper(shortControlEscapes: true, uppercaseHex: true)

    /// Numbers that are exact integers (`2`, `2.0`, `1e3`, `9007199254740993`) print as integers, the
    /// signing servers having read them as such; others go through `Double`.
    private static func format(_ number: JSONNumber) -> String {
        if let integer = number.integerValue { return String(integer) }
        return format(number.doubleValue ?? .nan)
    }

    /// Integral values print as integers; others as `d.dddE±n` from the shortest round-tripping digits.
    private static func format(_ number: Double) -> String {
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
