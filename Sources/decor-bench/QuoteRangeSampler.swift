import DecorEngine
import Foundation
import Layout

/// Samples text-quote range specs from a chapter, as shared/tools/gen_ranges.py does: a random word,
/// extended by 0, 1, 3, 8, 20 or 60 more words, quoted with up to 32 UTF-16 units of context on each
/// side. The text is the body's text as the layout engines see it (text nodes under `<body>`, script
/// and style left out).
struct QuoteRangeSampler {
    private let text: [UInt16]
    /// The UTF-16 spans of the runs of non-white-space characters.
    private let words: [Range<Int>]

    init(chapter: URL) throws {
        let data = try Data(contentsOf: chapter)
        let isHTML = ["html", "htm"].contains(chapter.pathExtension.lowercased())
        let document = isHTML
            ? try Document.parseHTML(data, name: chapter.lastPathComponent)
            : try Document.parseXML(data, name: chapter.lastPathComponent)
        let body = document.rootElement?.childElements.first { $0.localName == "body" } ?? document.rootElement
        var units: [UInt16] = []
        if let body { Self.appendText(of: body, to: &units) }
        text = units
        words = Self.words(in: String(decoding: units, as: UTF16.self))
    }

    func sample(count: Int, seed: UInt64) -> [RangeSpec] {
        guard !words.isEmpty else { return [] }
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let first = Int.random(in: 0..<words.count, using: &generator)
            let extra = [0, 1, 3, 8, 20, 60].randomElement(using: &generator) ?? 0
            let last = min(words.count - 1, first + extra)
            let start = words[first].lowerBound
            let end = words[last].upperBound
            return .quote(id: "q\(index)", TextQuote(
                before: string(max(0, start - 32)..<start), highlight: string(start..<end),
                after: string(end..<min(text.count, end + 32))))
        }
    }

    /// The text of a span, moved off the middle of a surrogate pair at either end.
    private func string(_ span: Range<Int>) -> String {
        var lower = span.lowerBound
        var upper = span.upperBound
        if lower < upper, UTF16.isTrailSurrogate(text[lower]) { lower += 1 }
        if upper > lower, upper < text.count, UTF16.isTrailSurrogate(text[upper]) { upper -= 1 }
        return String(decoding: text[lower..<upper], as: UTF16.self)
    }

    private static func appendText(of node: Node, to units: inout [UInt16]) {
        for child in node.children {
            switch child.kind {
            case .text: units.append(contentsOf: child.textContent.utf16)
            case .element where child.localName != "script" && child.localName != "style":
                appendText(of: child, to: &units)
            default: break
            }
        }
    }

    private static func words(in text: String) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var offset = 0
        var wordStart: Int?
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                if let start = wordStart { spans.append(start..<offset) }
                wordStart = nil
            } else if wordStart == nil {
                wordStart = offset
            }
            offset += scalar.utf16.count
        }
        if let start = wordStart { spans.append(start..<offset) }
        return spans
    }
}
