/// Writes `JSONValue`s back to text, deterministically: keys in their stored order, numbers in their
/// original spelling, strings escaped minimally (or, for embedding in HTML, with `<`, `>`, `&` and the
/// JavaScript line terminators escaped too so the text can sit inside a `<script>` element of HTML or XHTML).
public struct JSONWriter: Sendable {
    /// Two-space indentation and one member per line; compact when false.
    public var pretty: Bool
    /// Escape `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so that the output contains no markup.
    public var htmlSafe: Bool

    public init(pretty: Bool = false, htmlSafe: Bool = false) {
        self.pretty = pretty
        self.htmlSafe = htmlSafe
    }

    public func string(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        return output
    }

    private func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .object(let members):
            writeContainer(members, open: "{", close: "}", indent: indent, into: &output) { member, output in
                writeString(member.key, into: &output)
                output += pretty ? ": " : ":"
                write(member.value, indent: indent + 1, into: &output)
            }
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", indent: indent, into: &output) { element, output in
                write(element, indent: indent + 1, into: &output)
            }
        case .string(let text):
            writeString(text, into: &output)
        case .number(let number):
            output += number.text
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, indent: Int, into output: inout String,
        element writeElement: (Element, inout String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else {
            output += close
            return
        }
        let innerIndent = String(repeating: "  ", count: indent + 1)
        for (position, element) in elements.enumerated() {
            if position > 0 { output += "," }
            if pretty { output += "\n" + innerIndent }
            writeElement(element, &output)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }

    private func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || (htmlSafe && Self.isMarkupSensitive(scalar)):
                output += Self.unicodeEscape(scalar.value)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func isMarkupSensitive(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
