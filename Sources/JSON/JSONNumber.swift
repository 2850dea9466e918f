/// A JSON number as written in its file. The text is kept so that writing it back is exact (a progression
/// of `0.30000000000000004` or an id of `12345678901234567890` survives), and two numbers are equal when
/// their decimal values are, whatever their spelling (`1`, `1.0`, `10e-1`).
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as it appeared in the JSON text (already checked against the JSON grammar).
    public let text: String
    /// Whether `text` is already how Python's `repr` spells the value: set for the numbers decor computes,
    /// so that writing thousands of rects does not parse and format each number again.
    let isShortestDoubleSpelling: Bool

    /// `text` must match the JSON number grammar; the parser guarantees it.
    init(validatedText text: String, isShortestDoubleSpelling: Bool = false) {
        self.text = text
        self.isShortestDoubleSpelling = isShortestDoubleSpelling
    }

    /// The decimal value in a canonical form: sign, significant digits without leading or trailing
    /// zeros, and the power of ten of the last digit. Zero is `("", 0, false)` whatever its sign. Derived
    /// when compared rather than stored, because most numbers are only ever written.
    private var canonical: (significand: String, exponent: Int, isNegative: Bool) {
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
        if digits.isEmpty { return ("", 0, false) }
        return (digits, exponent, isNegative)
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
        var bytes: [UInt8] = []
        Self.appendSpelling(of: value, to: &bytes)
        self.init(validatedText: String(decoding: bytes, as: UTF8.self), isShortestDoubleSpelling: true)
    }

    /// Appends a finite double as `init(_:)` spells it, as UTF-8: the form large outputs write numbers in.
    static func appendSpelling(of value: Double, to bytes: inout [UInt8]) {
        guard value == value.rounded(), abs(value) < 1e16 else {
            // The description is written through a stream: a short one stays a small string, where an
            // interpolation would allocate for every number.
            var sink = ByteSink(bytes: [])
            swap(&sink.bytes, &bytes)
            value.write(to: &sink)
            swap(&sink.bytes, &bytes)
            return
        }
        var integer = Int64(value)
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(abs(integer % 10)))
            integer /= 10
        } while integer != 0
        bytes[start...].reverse()
    }

    /// The value as a `Double`, for the places that compute with it (progressions, geometry).
    public var doubleValue: Double? { Double(text) }

    /// The value as an exact integer, whatever its spelling (`3`, `3.0`, `0.3e1`); nil when it has a
    /// fractional part or does not fit in an `Int`.
    public var integerValue: Int? {
        let (significand, exponent, isNegative) = canonical
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
        lhs.canonical == rhs.canonical
    }

    public func hash(into hasher: inout Hasher) {
        let (significand, exponent, isNegative) = canonical
        hasher.combine(significand)
        hasher.combine(exponent)
        hasher.combine(isNegative)
    }
}

/// A text stream appending UTF-8 to bytes.
private struct ByteSink: TextOutputStream {
    var bytes: [UInt8]

    mutating func write(_ string: String) {
        bytes.append(contentsOf: string.utf8)
    }
}
