@testable import DecorEngine
import XCTest

/// Scoring with bounds first must choose exactly what scoring every candidate in full chooses: the highest
/// score, the first of equals.
final class QuoteCandidateScorerTests: XCTestCase {
    func testChoosesWhatScoringEveryCandidateInFullChooses() {
        var generator = SystemRandomNumberGenerator()
        // A two-letter alphabet: many occurrences, contexts equal, near and far.
        func text(_ count: Int) -> [UInt16] { (0..<count).map { _ in UInt16.random(in: 97...98, using: &generator) } }
        for _ in 0..<300 {
            let units = text(400)
            let quote = text(Int.random(in: 1...4, using: &generator))
            let candidates = ExactTextSearch(quote).occurrences(in: units).map { MyersSearch.Match(start: $0, end: $0 + quote.count, errors: 0) }
            let scorer = QuoteCandidateScorer(text: units, quoteLength: quote.count, prefix: text(Int.random(in: 0...6, using: &generator)),
                                              suffix: text(Int.random(in: 0...6, using: &generator)),
                                              hint: Bool.random(using: &generator) ? Int.random(in: 0..<400, using: &generator) : nil)
            let exhaustive = candidates.map { ($0, scorer.score($0)) }.max { $0.1 < $1.1 }
            let best = scorer.best(of: candidates)
            XCTAssertEqual(best?.candidate, exhaustive?.0)
            XCTAssertEqual(best?.score, exhaustive?.1)
        }
    }
}
