import DOM
import Foundation

/// Samples text-quote range specs from a chapter, as the team's gen_ranges.py does: a random word,
/// extended by 0, 1, 3, 8, 20 or 60 more words, quoted with up to 32 UTF-16 units of context on each
/// side. The text is the body's text as the layout engines search it (text nodes under `<body>`, script
/// and style left out), so every sampled quote is found. The same seed gives the same ranges everywhere,
/// which is what fidelity reports, benchmarks and tests need.
public struct QuoteRangeSampler: Sendable {
    private let text: [UInt16]
    /// The UTF-16 spans of the runs of non-white-space characters.
    private let words: [Range<Int>]

    public init(chapter: URL) throws {
        let document = try Document.parse(Data(contentsOf: chapter), name: chapter.lastPathComponent)
        guard let body = document.body ?? document.rootElement else {
            throw LayoutDocumentError.unreadable(path: chapter.path, reason: "the document has no root element")
        }
        text = DOMTextRange.BodyText(body: body).units
        words = Self.words(in: text)
    }

    public func sample(count: Int, seed: UInt64) -> [RangeSpec] {
        guard !words.isEmpty else { return [] }
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let first = Int.random(in: 0..<words.count, using: &generator)
            let extra = [0, 1, 3, 8, 20, 60].randomElement(using: &generator) ?? 0
            let last = min(words.count - 1, first + extra)
            let start = words[first].lowerBound
            let end = words[last].upperBound
            return .quote(id: "q\(index)", RangeSpec.Quote(
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

    private static func words(in units: [UInt16]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var offset = 0
        var wordStart: Int?
        for scalar in String(decoding: units, as: UTF16.self).unicodeScalars {
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
