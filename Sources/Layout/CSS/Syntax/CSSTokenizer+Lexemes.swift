/// The tokenizer's sub-algorithms for the lexemes several tokens share (§4.3.7–4.3.12): escapes,
/// identifier sequences and numbers.
extension CSSTokenizer {
    /// §4.3.8: a backslash at `index` that is not followed by a newline starts an escape.
    func isValidEscape(at index: Int) -> Bool {
        guard index >= 0, index < input.count, input[index] == "\\" else { return false }
        return index + 1 >= input.count || input[index + 1] != "\n"
    }

    /// §4.3.9: whether the three code points from `index` would start an identifier sequence.
    func wouldStartIdentifier(at index: Int) -> Bool {
        guard index < input.count else { return false }
        let first = input[index]
        if first == "-" {
            guard index + 1 < input.count else { return false }
            let second = input[index + 1]
            return second.isIdentifierStart || second == "-" || isValidEscape(at: index + 1)
        }
        if first.isIdentifierStart { return true }
        return isValidEscape(at: index)
    }

    /// §4.3.10: whether the three code points from `index` would start a number.
    func startsNumber(at index: Int) -> Bool {
        func scalar(_ offset: Int) -> Unicode.Scalar? {
            index + offset < input.count ? input[index + offset] : nil
        }
        switch scalar(0) {
        case "+", "-":
            if scalar(1)?.isDigit == true { return true }
            return scalar(1) == "." && scalar(2)?.isDigit == true
        case ".":
            return scalar(1)?.isDigit == true
        case let first?:
            return first.isDigit
        case nil:
            return false
        }
    }

    /// §4.3.7, called just after the backslash.
    mutating func consumeEscapedCodePoint() -> Unicode.Scalar {
        guard let first = peek() else { return "\u{FFFD}" }
        position += 1
        guard first.hexValue != nil else { return first }
        var value = UInt32(first.hexValue!)
        var digits = 1
        while digits < 6, let next = peek(), let hex = next.hexValue {
            value = value * 16 + UInt32(hex)
            digits += 1
            position += 1
        }
        if let next = peek(), next.isCSSWhitespace { position += 1 }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return scalar
    }

    /// §4.3.11.
    mutating func consumeIdentifierSequence() -> String {
        var result = String.UnicodeScalarView()
        while let scalar = peek() {
            if scalar.isIdentifierCodePoint {
                result.append(scalar)
                position += 1
            } else if isValidEscape(at: position) {
                position += 1
                result.append(consumeEscapedCodePoint())
            } else {
                break
            }
        }
        return String(result)
    }

    /// §4.3.3: a number, percentage or dimension.
    mutating func consumeNumericToken() -> CSSToken {
        let number = consumeNumber()
        if wouldStartIdentifier(at: position) {
            return .dimension(number, unit: consumeIdentifierSequence())
        }
        if peek() == "%" {
            position += 1
            return .percentage(number)
        }
        return .number(number)
    }

    /// §4.3.12, with the representation converted by Swift's own decimal parser.
    private mutating func consumeNumber() -> CSSNumber {
        var representation = ""
        var isInteger = true
        if let sign = peek(), sign == "+" || sign == "-" {
            representation.unicodeScalars.append(sign)
            position += 1
        }
        consumeDigits(into: &representation)
        if peek() == ".", peek(1)?.isDigit == true {
            representation += "."
            position += 1
            consumeDigits(into: &representation)
            isInteger = false
        }
        if let e = peek(), e == "e" || e == "E" {
            let signed = peek(1) == "+" || peek(1) == "-"
            if peek(signed ? 2 : 1)?.isDigit == true {
                representation += "e"
                if signed { representation.unicodeScalars.append(peek(1)!) }
                position += signed ? 2 : 1
                consumeDigits(into: &representation)
                isInteger = false
            }
        }
        let value = Double(representation) ?? 0
        return CSSNumber(value.isFinite ? value : (value < 0 ? -Double.greatestFiniteMagnitude : .greatestFiniteMagnitude),
                         isInteger: isInteger, text: representation)
    }

    private mutating func consumeDigits(into representation: inout String) {
        while let digit = peek(), digit.isDigit {
            representation.unicodeScalars.append(digit)
            position += 1
        }
    }
}

extension Unicode.Scalar {
    var isCSSWhitespace: Bool { self == " " || self == "\n" || self == "\t" }
    var isDigit: Bool { ("0"..."9").contains(self) }
    var hexValue: Int? {
        switch value {
        case 0x30...0x39: Int(value - 0x30)
        case 0x41...0x46: Int(value - 0x41 + 10)
        case 0x61...0x66: Int(value - 0x61 + 10)
        default: nil
        }
    }
    var isIdentifierStart: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" || value >= 0x80
    }
    var isIdentifierCodePoint: Bool { isIdentifierStart || isDigit || self == "-" }
    var isNonPrintable: Bool {
        value <= 0x08 || value == 0x0B || (0x0E...0x1F).contains(value) || value == 0x7F
    }
}
