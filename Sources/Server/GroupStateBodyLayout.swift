import Foundation
import JSON

/// Where the parts of a group-state body lie — the `templates` value and each element of the
/// `decorations` array — found by one pass over the bytes that matches brackets and skips strings, without
/// building any JSON tree. A PUT then parses only the decorations that are not byte for byte stored ones.
///
/// The scan checks the body's outline exactly (`{`, the two known keys at most once each, `:`, `,`, the
/// array, nothing after the object) but not the values it skips: a value is either byte for byte one that
/// was parsed before, or it is parsed on its own. Anything unusual (an escape in a key, another key, an empty
/// object) gives no layout, and the whole body is parsed as before, which says what is wrong.
///
/// Read after an earlier body, the scan first compares each element with the earlier elements that would
/// come next if little changed (a new state mostly repeats the stored one in its order): where one is there
/// whole (`memcmp`, then a delimiter), the element is that one and its bytes are not scanned at all.
struct GroupStateBodyLayout: Sendable {
    /// The `templates` value, when the body has one.
    var templates: Range<Int>?
    /// Each element of `decorations`, in order.
    var decorations: [Range<Int>] = []
    /// For each element of `decorations`, the index of the earlier body's element found in its place, byte
    /// for byte; nil when none was (the element changed, moved far, or there is no earlier body).
    var earlierElements: [Int?] = []

    /// The elements of an earlier body that a new one is compared with in place: its bytes and its layout's
    /// `decorations`.
    struct EarlierBody {
        let bytes: [UInt8]
        let decorations: [Range<Int>]
    }

    init?(_ bytes: [UInt8], following earlier: EarlierBody? = nil) {
        let scanned = bytes.withUnsafeBufferPointer { buffer in
            (earlier?.bytes ?? []).withUnsafeBufferPointer { earlierBuffer in
                var scanner = Scanner(bytes: buffer, earlierBytes: earlierBuffer, earlierElements: earlier?.decorations ?? [])
                return scanner.layout()
            }
        }
        guard let layout = scanned else { return nil }
        self = layout
    }

    private init() {}

    private struct Scanner {
        /// How many earlier elements, from the one after the last found, are tried in an element's place:
        /// enough to step over a few removed decorations in a row.
        static let window = 8

        let bytes: UnsafeBufferPointer<UInt8>
        let earlierBytes: UnsafeBufferPointer<UInt8>
        let earlierElements: [Range<Int>]
        var index = 0
        /// The earlier element expected next: the one after the last found in place.
        var earlierCursor = 0

        init(bytes: UnsafeBufferPointer<UInt8>, earlierBytes: UnsafeBufferPointer<UInt8>, earlierElements: [Range<Int>]) {
            self.bytes = bytes
            self.earlierBytes = earlierBytes
            self.earlierElements = earlierElements
        }

        mutating func layout() -> GroupStateBodyLayout? {
            var layout = GroupStateBodyLayout()
            var hasDecorations = false
            guard take(UInt8(ascii: "{")) else { return nil }
            repeat {
                switch key() {
                case "decorations" where !hasDecorations:
                    hasDecorations = true
                    guard take(UInt8(ascii: ":")), elements(into: &layout) else { return nil }
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

        /// The elements of a non-empty array, each with the earlier element found in its place.
        private mutating func elements(into layout: inout GroupStateBodyLayout) -> Bool {
            guard take(UInt8(ascii: "[")) else { return false }
            repeat {
                skipWhitespace()
                let start = index
                if let earlier = earlierElementInPlace() {
                    layout.decorations.append(start..<index)
                    layout.earlierElements.append(earlier)
                } else {
                    guard let element = value() else { return false }
                    layout.decorations.append(element)
                    layout.earlierElements.append(nil)
                }
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]"))
        }

        /// The earlier element, among the next few expected, whose bytes come next followed by the end of an
        /// array element (so that scanning them would end where they end); the index moves past it.
        private mutating func earlierElementInPlace() -> Int? {
            guard let base = bytes.baseAddress, let earlierBase = earlierBytes.baseAddress else { return nil }
            for candidate in earlierCursor..<min(earlierCursor + Self.window, earlierElements.count) {
                let element = earlierElements[candidate]
                let end = index + element.count
                guard end <= bytes.count, memcmp(base + index, earlierBase + element.lowerBound, element.count) == 0 else { continue }
                var next = end
                while next < bytes.count, Self.isWhitespace(bytes[next]) { next += 1 }
                guard next < bytes.count, bytes[next] == UInt8(ascii: ",") || bytes[next] == UInt8(ascii: "]") else { continue }
                index = end
                earlierCursor = candidate + 1
                return candidate
            }
            return nil
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
