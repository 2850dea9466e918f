import DecorEngine
import Foundation

/// Finds where JSON values start and end in a (memory-mapped) file without building them, so a large
/// annotation collection is read one annotation at a time: only the value being looked at is ever parsed.
/// The scanner checks just enough structure to find the ends (brackets, strings, escapes); each value it
/// hands over is parsed strictly afterwards.
struct JSONExtentScanner {
    /// Why the file's structure cannot be followed, with the line it happened on.
    struct MalformedJSON: Error {
        var line: Int
        var reason: String
    }

    let bytes: Data
    private(set) var position: Int
    private var lines: LineCounter

    init(bytes: Data) {
        self.bytes = bytes
        position = bytes.startIndex
        lines = LineCounter(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position += 3 }
    }

    /// The next byte that is not JSON white space, without consuming it; nil at the end.
    mutating func peek() -> UInt8? {
        while position < bytes.endIndex {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            case let byte: return byte
            }
        }
        return nil
    }

    /// Consumes `byte` (after white space) or throws.
    mutating func expect(_ byte: UInt8, _ what: String) throws(MalformedJSON) {
        guard peek() == byte else { throw malformed("expected \(what)") }
        position += 1
    }

    /// Consumes a string and returns its text.
    mutating func string() throws(MalformedJSON) -> String {
        let range = try skipValue()
        guard bytes[range.lowerBound] == UInt8(ascii: "\""),
              let text = try? JSONValue.parse(bytes[range]).stringValue else { throw malformed("expected a string") }
        return text
    }

    /// Calls `member` with each key of the object that starts here; `member` must consume the value (with
    /// `skipValue` or by descending into it).
    mutating func forEachMember(_ member: (inout JSONExtentScanner, String) async throws -> Void) async throws {
        try expect(UInt8(ascii: "{"), "an object")
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            let key = try string()
            try expect(UInt8(ascii: ":"), "':' after a key")
            try await member(&self, key)
            guard let next = peek(), next == UInt8(ascii: ",") || next == UInt8(ascii: "}") else {
                throw malformed("expected ',' or '}' in an object")
            }
            position += 1
            if next == UInt8(ascii: "}") { return }
        }
    }

    /// Calls `element` with the byte range of each element of the array that starts here.
    mutating func forEachElement(_ element: (Range<Int>) async throws -> Void) async throws {
        try expect(UInt8(ascii: "["), "an array")
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try await element(try skipValue())
            guard let next = peek(), next == UInt8(ascii: ",") || next == UInt8(ascii: "]") else {
                throw malformed("expected ',' or ']' in an array")
            }
            position += 1
            if next == UInt8(ascii: "]") { return }
        }
    }

    /// Consumes the value that starts here and returns its byte range.
    @discardableResult
    mutating func skipValue() throws(MalformedJSON) -> Range<Int> {
        guard peek() != nil else { throw malformed("the file ends where a value should start") }
        let start = position
        let offset = position - bytes.startIndex
        let end = bytes.withUnsafeBytes { JSONValueExtent.end(ofValueAt: offset, in: $0) }
        position = bytes.startIndex + end.offset
        if let failure = end.failure { throw malformed(failure) }
        return start..<position
    }

    private mutating func malformed(_ reason: String) -> MalformedJSON {
        MalformedJSON(line: lines.line(at: position), reason: reason)
    }
}

/// The line numbers of byte offsets, counted incrementally: offsets are asked about in increasing order.
struct LineCounter {
    let bytes: Data
    private var newlines = 0
    private var countedUpTo: Int

    init(bytes: Data) {
        self.bytes = bytes
        countedUpTo = bytes.startIndex
    }

    /// The 1-based line of byte `offset` (not before the last offset asked about).
    mutating func line(at offset: Int) -> Int {
        let from = countedUpTo - bytes.startIndex, to = min(offset, bytes.endIndex) - bytes.startIndex
        if from < to {
            newlines += bytes.withUnsafeBytes { raw in raw[from..<to].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
            countedUpTo = bytes.startIndex + to
        }
        return newlines + 1
    }
}
