import JSON

/// Where the parts of a group-state body lie — the `templates` value and each element of the
/// `decorations` array — found by one pass over the bytes that matches brackets and skips strings, without
/// building any JSON tree. A PUT then compares each decoration's bytes with the stored ones and parses only
/// those that differ.
///
/// The scan checks the body's outline exactly (`{`, the two known keys at most once each, `:`, `,`, the
/// array, nothing after the object) but not the values it skips: a value is either byte for byte one that
/// was parsed before, or it is parsed on its own. Anything unusual (an escape in a key, another key, an empty
/// object) gives no layout, and the whole body is parsed as before, which says what is wrong.
struct GroupStateBodyLayout: Sendable {
    /// The `templates` value, when the body has one.
    var templates: Range<Int>?
    /// Each element of `decorations`, in order.
    var decorations: [Range<Int>] = []

    init?(_ bytes: [UInt8]) {
        let scanned = bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer)
            return scanner.layout()
        }
        guard let layout = scanned else { return nil }
        self = layout
    }

    private init() {}

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func layout() -> GroupStateBodyLayout? {
            var layout = GroupStateBodyLayout()
            var hasDecorations = false
            guard take(UInt8(ascii: "{")) else { return nil }
            repeat {
                switch key() {
                case "decorations" where !hasDecorations:
                    hasDecorations = true
                    guard take(UInt8(ascii: ":")), let elements = elements() else { return nil }
                    layout.decorations = elements
                case "templates" where layout.templates == nil:
                    guard take(UInt8(ascii: ":")), let value = value() else { return nil }
                    layout.templates = value
                default:
                    return nil
                }
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")), hasDecorations else { return nil }
            skipWhitespace()
            return index == bytes.count ? layout : nil
        }

        /// A member name without escapes.
        private mutating func key() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            defer { index += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        /// The elements of a non-empty array.
        private mutating func elements() -> [Range<Int>]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var elements: [Range<Int>] = []
            repeat {
                guard let element = value() else { return nil }
                elements.append(element)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? elements : nil
        }

        /// The extent of one value, after white space (`JSONValueExtent`: containers to their matching
        /// bracket, strings to their closing quote, anything else to the next delimiter); nil when none is there.
        private mutating func value() -> Range<Int>? {
            skipWhitespace()
            let start = index
            let end = JSONValueExtent.end(ofValueAt: index, in: UnsafeRawBufferPointer(bytes))
            guard end.failure == nil, end.offset > start else { return nil }
            index = end.offset
            return start..<index
        }

        /// Skips white space, then takes `byte` if it is next.
        private mutating func take(_ byte: UInt8) -> Bool {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        }

        private static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }
    }
}
