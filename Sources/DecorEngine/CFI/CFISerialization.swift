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

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
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
