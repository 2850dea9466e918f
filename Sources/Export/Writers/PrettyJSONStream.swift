import DecorEngine

/// JSON text written straight to UTF-8 in `JSONWriter(pretty: true)`'s layout (two spaces a level, one
/// member or element a line, `"key": value`, empty containers as `{}` and `[]`): the same bytes as the
/// writer gives for the same tree, without building the tree, which a file of thousands of annotations
/// would allocate node by node. Members and elements are written in order; each is announced with
/// `key(_:)` (in an object) or `element()` (in an array) before its value.
struct PrettyJSONStream {
    private(set) var bytes: [UInt8] = []
    /// How many members or elements each open container has so far, outermost first.
    private var counts: [Int] = []
    private static let escaper = JSONStringEscaper()

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Starts the next member of the innermost object: its separator, line and key.
    mutating func key(_ key: String) {
        element()
        Self.escaper.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts the next element of the innermost array: its separator and line.
    mutating func element() {
        guard let last = counts.indices.last else { return }
        if counts[last] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[last] += 1
        newLine()
    }

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    mutating func string(_ text: String) {
        Self.escaper.appendQuoted(text, to: &bytes)
    }

    mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    mutating func number(_ value: Int) {
        bytes.append(contentsOf: JSONNumber(value).text.utf8)
    }

    /// A double as `JSONValue(_:)` spells it (`null` for infinities and NaN).
    mutating func number(_ value: Double) {
        bytes.append(contentsOf: JSONWriter.format(value).utf8)
    }

    mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// A member whose value is a string.
    mutating func member(_ name: String, _ text: String?) {
        key(name)
        string(text)
    }

    /// A member whose value is an array of strings.
    mutating func member(_ name: String, strings: [String]) {
        key(name)
        openArray()
        for text in strings {
            element()
            string(text)
        }
        closeArray()
    }

    private mutating func open(_ character: UInt8) {
        bytes.append(character)
        counts.append(0)
    }

    private mutating func close(_ character: UInt8) {
        if let count = counts.popLast(), count > 0 { newLine() }
        bytes.append(character)
    }

    /// The indentation of the shallow levels annotations nest to, copied as one slice.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        let width = 2 * counts.count
        if width <= Self.spaces.count {
            bytes.append(contentsOf: Self.spaces[..<width])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }
}
