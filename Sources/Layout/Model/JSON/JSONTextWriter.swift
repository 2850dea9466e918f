/// Writes a `JSONValue` as text. `.compact` is for the wire; `.pythonIndented` reproduces Python's
/// `json.dumps(value, ensure_ascii=False, indent=1)` byte for byte, which is how client_rects.py prints,
/// so that `decor layout` and the script can be compared with `diff`.
public struct JSONTextWriter: Sendable {
    /// Spaces per nesting level; nil writes everything on one line with no spaces.
    public let indent: Int?

    public static let compact = JSONTextWriter(indent: nil)
    public static let pythonIndented = JSONTextWriter(indent: 1)

    public func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, depth: 0, into: &output)
        return output
    }

    private func write(_ value: JSONValue, depth: Int, into output: inout String) {
        switch value {
        case .null: output += "null"
        case let .bool(flag): output += flag ? "true" : "false"
        case let .number(number): output += Self.format(number)
        case let .string(text): Self.appendQuoted(text, to: &output)
        case let .array(elements):
            writeContainer(elements, open: "[", close: "]", depth: depth, into: &output) { element, output in
                write(element, depth: depth + 1, into: &output)
            }
        case let .object(members):
            writeContainer(members, open: "{", close: "}", depth: depth, into: &output) { member, output in
                Self.appendQuoted(member.key, to: &output)
                output += indent == nil ? ":" : ": "
                write(member.value, depth: depth + 1, into: &output)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, depth: Int, into output: inout String,
        writeElement: (Element, inout String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else { return output += close }
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: " ", count: indent * (depth + 1)) }
            writeElement(element, &output)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent * depth) }
        output += close
    }

    /// Integral values print as integers (as Python prints the ints a browser's JSON gave it), others in
    /// the shortest form that reads back to the same double, which is also what Python's `repr` prints.
    public static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e16 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    private static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        // Most strings (and all base64 font data) need no escape: copy them whole.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
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
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
