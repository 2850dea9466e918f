import DOM
import Foundation
@testable import Layout

/// Quote ranges for fidelity tests, drawn deterministically from a chapter's body text: a random word
/// extended by 0 to 60 more words, with up to 32 units of context on each side.
struct FidelityRangeSampler {
    private let text: [UInt16]
    private let words: [Range<Int>]

    init(chapter: URL) throws {
        let document = try Document.parse(Data(contentsOf: chapter), name: chapter.lastPathComponent)
        guard let body = document.body else { throw FidelityRangeSamplerError.noBody(chapter.path) }
        text = DOMTextRange.BodyText(body: body).units
        var spans: [Range<Int>] = []
        var start: Int?
        for (index, unit) in text.enumerated() {
            let isSpace = unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D
            if isSpace, let begin = start { spans.append(begin..<index); start = nil }
            if !isSpace, start == nil { start = index }
        }
        if let begin = start { spans.append(begin..<text.count) }
        words = spans
    }

    func sample(count: Int, seed: UInt64) -> [RangeSpec] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        return (0..<count).compactMap { index in
            guard !words.isEmpty else { return nil }
            let first = next(words.count)
            let last = min(words.count - 1, first + [0, 1, 3, 8, 20, 60][next(6)])
            let start = words[first].lowerBound
            let end = words[last].upperBound
            return .quote(id: "q\(index)", TextQuote(
                before: string(max(0, start - 32)..<start), highlight: string(start..<end),
                after: string(end..<min(text.count, end + 32))))
        }
    }

    private func string(_ span: Range<Int>) -> String {
        var lower = span.lowerBound
        var upper = span.upperBound
        if lower < upper, UTF16.isTrailSurrogate(text[lower]) { lower += 1 }
        if upper > lower, upper < text.count, UTF16.isTrailSurrogate(text[upper]) { upper -= 1 }
        return String(decoding: text[lower..<upper], as: UTF16.self)
    }
}

/// A chapter without a body cannot be sampled.
enum FidelityRangeSamplerError: Error {
    case noBody(String)
}
