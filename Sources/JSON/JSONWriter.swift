/// Writes `JSONValue`s back to text, deterministically: keys in their stored order, numbers in their
/// original spelling, strings escaped minimally (or, for embedding in HTML, with `<`, `>`, `&` and the
/// JavaScript line terminators escaped too so the text can sit inside a `<script>` element of HTML or XHTML).
/// `pythonIndented` writes as client_rects.py prints instead, so that `decor layout` and the script can be
/// compared with `diff`.
public struct JSONWriter: Sendable {
    /// The conventions of the text beyond its layout.
    public enum Dialect: Sendable {
        /// Numbers as written, `\b` and `\f` as `\u0008` and `\u000c`.
        case standard
        /// Python's `json.dumps(value, ensure_ascii=False)`: `\b` and `\f` short, integer literals as
        /// written and other numbers as `Double` (printed as `JSONNumber(_:)` spells a double).
        case python
    }

    /// Spaces per nesting level, one member or element per line; nil writes one line with no spaces.
    public var indent: Int?
    /// Escape `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so that the output contains no markup.
    public var htmlSafe: Bool
    public var dialect: Dialect

    /// Two-space indentation when `pretty`, one line with no spaces otherwise.
    public init(pretty: Bool = false, htmlSafe: Bool = false) {
        self.init(indent: pretty ? 2 : nil, htmlSafe: htmlSafe)
    }

    public init(indent: Int?, htmlSafe: Bool = false, dialect: Dialect = .standard) {
        self.indent = indent
        self.htmlSafe = htmlSafe
        self.dialect = dialect
    }

    /// Python's `json.dumps(value, ensure_ascii=False, indent=1)`, byte for byte: how client_rects.py prints.
    public static let pythonIndented = JSONWriter(indent: 1, dialect: .python)

    public func string(_ value: JSONValue) -> String {
        var output = ""
        write(value, depth: 0, into: &output)
        return output
    }

    /// A double as decor writes numbers it computed (`8`, `152.078125`, `1e-05`, `1e+16`), "null" for
    /// infinities and NaN; also the form CSS lengths and command-line numbers take.
    public static func format(_ number: Double) -> String {
        JSONNumber(number)?.text ?? "null"
    }

    private func write(_ value: JSONValue, depth: Int, into output: inout String) {
        switch value {
        case .object(let members):
            writeContainer(members, open: "{", close: "}", depth: depth, into: &output) { member, output in
                writeString(member.key, into: &output)
                output += indent == nil ? ":" : ": "
                write(member.value, depth: depth + 1, into: &output)
            }
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", depth: depth, into: &output) { element, output in
                write(element, depth: depth + 1, into: &output)
            }
        case .string(let text):
            writeString(text, into: &output)
        case .number(let number):
            output += numberText(number)
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, depth: Int, into output: inout String,
        element writeElement: (Element, inout String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else {
            output += close
            return
        }
        for (position, element) in elements.enumerated() {
            if position > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: " ", count: indent * (depth + 1)) }
            writeElement(element, &output)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent * depth) }
        output += close
    }

    /// Python prints the ints it read as written (`-0` as `0`) and its floats by `repr`; the numbers of
    /// a report come from a browser's JSON or from doubles, so integral floats print as integers.
    private func numberText(_ number: JSONNumber) -> String {
        switch dialect {
        case .standard: number.text
        case .python where number.isIntegerLiteral: number.text == "-0" ? "0" : number.text
        case .python: Self.format(number.doubleValue ?? .nan)
        }
    }

    private func writeString(_ text: String, into output: inout String) {
        JSONStringEscaper(shortControlEscapes: dialect == .python, htmlSafe: htmlSafe).appendQuoted(text, to: &output)
    }
}
