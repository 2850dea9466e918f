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
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The text as UTF-8, without the detour through `String` that large outputs cannot afford.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        bytes(value, depth: 0)
    }

    /// The text of `value` where it is written `depth` containers deep: a member's value or an element,
    /// with its own nested lines indented for that depth. What a writer that frames the containers itself
    /// (to make their elements on several threads, say) puts after each separator.
    public func bytes(_ value: JSONValue, depth: Int) -> [UInt8] {
        var output: [UInt8] = []
        write(value, depth: depth, into: &output)
        return output
    }

    /// A double as decor writes numbers it computed (`8`, `152.078125`, `1e-05`, `1e+16`), "null" for
    /// infinities and NaN; also the form CSS lengths and command-line numbers take.
    public static func format(_ number: Double) -> String {
        JSONNumber(number)?.text ?? "null"
    }

    func write(_ value: JSONValue, depth: Int, into output: inout [UInt8]) {
        switch value {
        case .object(let members):
            writeContainer(members, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), depth: depth, into: &output) {
                member, output in
                writeKey(member.key, into: &output)
                write(member.value, depth: depth + 1, into: &output)
            }
        case .array(let elements):
            writeContainer(elements, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), depth: depth, into: &output) {
                element, output in
                write(element, depth: depth + 1, into: &output)
            }
        case .string(let text):
            writeString(text, into: &output)
        case .number(let number):
            output.append(contentsOf: numberText(number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: UInt8, close: UInt8, depth: Int, into output: inout [UInt8],
        element writeElement: (Element, inout [UInt8]) -> Void
    ) {
        output.append(open)
        for (position, element) in elements.enumerated() {
            writeSeparator(position: position, depth: depth + 1, into: &output)
            writeElement(element, &output)
        }
        writeClose(close, isEmpty: elements.isEmpty, depth: depth, into: &output)
    }

    /// What comes before the member or element at `position` of a container whose members sit at `depth`.
    /// Public with `writeKey` and `writeClose` for writers that frame containers themselves (elements
    /// made on several threads with `bytes(_:depth:)`), so that the layout stays this writer's.
    public func writeSeparator(position: Int, depth: Int, into output: inout [UInt8]) {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        if let indent {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
        }
    }

    /// Closes a container opened at `depth` (empty containers stay on one line: `[]`, `{}`).
    public func writeClose(_ close: UInt8, isEmpty: Bool, depth: Int, into output: inout [UInt8]) {
        if !isEmpty, let indent {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * depth))
        }
        output.append(close)
    }

    /// A member's key and what follows it before the value.
    public func writeKey(_ key: String, into output: inout [UInt8]) {
        writeString(key, into: &output)
        output.append(UInt8(ascii: ":"))
        if indent != nil { output.append(UInt8(ascii: " ")) }
    }

    /// Python prints the ints it read as written (`-0` as `0`) and its floats by `repr`; the numbers of
    /// a report come from a browser's JSON or from doubles, so integral floats print as integers.
    func numberText(_ number: JSONNumber) -> String {
        switch dialect {
        case .standard: number.text
        case .python where number.isShortestDoubleSpelling: number.text
        case .python where number.isIntegerLiteral: number.text == "-0" ? "0" : number.text
        case .python: Self.format(number.doubleValue ?? .nan)
        }
    }

    func writeString(_ text: String, into output: inout [UInt8]) {
        JSONStringEscaper(shortControlEscapes: dialect == .python, htmlSafe: htmlSafe).appendQuoted(text, to: &output)
    }
}
