/// The canonical text of a CFI: `epubcfi(…)`, special characters in assertions escaped with `^`.
extension EPUBCFI: CustomStringConvertible {
    public var description: String { "epubcfi(\(pathText))" }

    /// The CFI without its `epubcfi(…)` wrapper, as Readium's `partialCfi` holds it.
    public var pathText: String {
        var text = path.description
        if let range { text += ",\(range.start),\(range.end)" }
        return text
    }
}

extension CFIPath: CustomStringConvertible {
    public var description: String {
        var text = steps.map(\.description).joined()
        if let offset { text += (offsetFollowsIndirection ? "!" : "") + offset.description }
        return text
    }
}

extension CFIStep: CustomStringConvertible {
    public var description: String {
        (followsIndirection ? "!" : "") + "/\(index)" + (assertion.map { "[\($0)]" } ?? "")
    }
}

extension CFIOffset: CustomStringConvertible {
    public var description: String {
        let text: String = switch kind {
        case let .character(offset): ":\(offset)"
        case let .temporal(seconds, point): "~\(Self.format(seconds))" + (point.map { "@\($0)" } ?? "")
        case let .spatial(point): "@\(point)"
        }
        return text + (assertion.map { "[\($0)]" } ?? "")
    }

    /// A number as CFI writes it: decimal digits with an optional fraction, never an exponent (Swift writes
    /// 1e-07 and 4.4e+27, which no CFI parser reads), with as many digits as read back the same value.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 9e18 { return String(Int(number)) }
        let shortest = String(number)
        guard let exponentMark = shortest.firstIndex(where: { $0 == "e" || $0 == "E" }),
              let exponent = Int(shortest[shortest.index(after: exponentMark)...]) else { return shortest }
        let mantissa = shortest[..<exponentMark]
        let sign = mantissa.hasPrefix("-") ? "-" : ""
        let unsigned = mantissa.drop { $0 == "-" }
        let digits = Array(unsigned.filter(\.isNumber))
        let point = (unsigned.firstIndex(of: ".").map { unsigned.distance(from: unsigned.startIndex, to: $0) } ?? digits.count) + exponent
        if point <= 0 {
            return sign + "0." + String(repeating: "0", count: -point) + String(digits)
        }
        if point >= digits.count {
            return sign + String(digits) + String(repeating: "0", count: point - digits.count)
        }
        return sign + String(digits[..<point]) + "." + String(digits[point...])
    }
}

extension CFIPoint: CustomStringConvertible {
    public var description: String { "\(CFIOffset.format(x)):\(CFIOffset.format(y))" }
}

extension CFIAssertion: CustomStringConvertible {
    public var description: String {
        var text = values.map(Self.escape).joined(separator: ",")
        for parameter in parameters {
            text += ";\(Self.escape(parameter.name))=" + parameter.values.map(Self.escape).joined(separator: ",")
        }
        return text
    }

    static func escape(_ value: String) -> String {
        var escaped = ""
        for character in value {
            if "^[](),;=".contains(character) { escaped.append("^") }
            escaped.append(character)
        }
        return escaped
    }
}
