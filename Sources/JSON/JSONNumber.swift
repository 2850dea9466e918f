/// A JSON number as written in its file. The text is kept so that writing it back is exact (a progression
/// of `0.30000000000000004` or an id of `12345678901234567890` survives), and two numbers are equal when
/// their decimal values are, whatever their spelling (`1`, `1.0`, `10e-1`).
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as it appeared in the JSON text (already checked against the JSON grammar).
    public let text: String
    /// The decimal value in a canonical form: sign, significant digits without leading or trailing
    /// zeros, and the power of ten of the last digit. Zero is `("", 0, false)` whatever its sign.
    private let significand: String
    private let exponent: Int
    private let isNegative: Bool

    /// `text` must match the JSON number grammar; the parser guarantees it.
    init(validatedText text: String) {
        self.text = text
        var digits = ""
        var exponent = 0
        var isNegative = false
        var explicitExponent = 0
        var index = text.startIndex
        var seenPoint = false
        while index < text.endIndex {
            let character = text[index]
            switch character {
            case "-": isNegative = true
            case ".": seenPoint = true
            case "e", "E":
                let written = text[text.index(after: index)...]
                explicitExponent = Int(written.hasPrefix("+") ? written.dropFirst() : written) ?? 0
                index = text.endIndex
                continue
            default:
                digits.append(character)
                if seenPoint { exponent -= 1 }
            }
            index = text.index(after: index)
        }
        exponent += explicitExponent
        while digits.hasSuffix("0") {
            digits.removeLast()
            exponent += 1
        }
        while digits.hasPrefix("0") { digits.removeFirst() }
        if digits.isEmpty {
            exponent = 0
            isNegative = false
        }
        significand = digits
        self.exponent = exponent
        self.isNegative = isNegative
    }

    /// Builds a number from an integer, exactly (used when decor writes numbers of its own).
    public init(_ value: some BinaryInteger) {
        self.init(validatedText: String(value))
    }

    /// Builds a number from a double decor computed: integral values below 10¹⁶ as integers, others in
    /// the shortest form that reads back to the same double (also what Python's `repr` prints). Nil for
    /// infinities and NaN, which JSON cannot hold.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e16 {
            self.init(validatedText: String(Int64(value)))
        } else {
            self.init(validatedText: "\(value)")
        }
    }

    /// The value as a `Double`, for the places that compute with it (progressions, geometry).
    public var doubleValue: Double? { Double(text) }

    /// The value as an exact integer, whatever its spelling (`3`, `3.0`, `0.3e1`); nil when it has a
    /// fractional part or does not fit in an `Int`.
    public var integerValue: Int? {
        guard !significand.isEmpty else { return 0 }
        // An Int holds at most 19 decimal digits: longer ones (`1e999999`) are refused before being built.
        guard exponent >= 0, significand.count + exponent <= 19 else { return nil }
        return Int((isNegative ? "-" : "") + significand + String(repeating: "0", count: exponent))
    }

    /// Whether the text is an integer literal (no fraction, no exponent), as Python would read an `int`.
    var isIntegerLiteral: Bool {
        !text.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
    }

    public var description: String { text }

    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.significand == rhs.significand && lhs.exponent == rhs.exponent && lhs.isNegative == rhs.isNegative
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(significand)
        hasher.combine(exponent)
        hasher.combine(isNegative)
    }
}
