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

    /// Builds a number from an integer (used when decor writes numbers of its own).
    public init(_ value: Int) {
        self.init(validatedText: String(value))
    }

    /// The value as a `Double`, for the few places that compute with it (progressions).
    public var doubleValue: Double? { Double(text) }

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
