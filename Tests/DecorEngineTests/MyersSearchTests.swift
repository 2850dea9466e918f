@testable import DecorEngine
import XCTest

final class MyersSearchTests: XCTestCase {
    /// The textbook dynamic programme: minimum edits of the pattern against any substring ending at each offset.
    private func referenceEndErrors(_ pattern: [UInt16], _ text: [UInt16]) -> [Int] {
        var previous = Array(0...pattern.count)
        var result: [Int] = []
        for unit in text {
            var current = [0]
            for row in 1...pattern.count {
                let cost = pattern[row - 1] == unit ? 0 : 1
                current.append(min(previous[row - 1] + cost, previous[row] + 1, current[row - 1] + 1))
            }
            result.append(current[pattern.count])
            previous = current
        }
        return result
    }

    private func referenceDistance(_ a: [UInt16], _ b: [UInt16]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j] + (x == y ? 0 : 1), previous[j + 1] + 1, current[j] + 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    func testAgreesWithDynamicProgrammingForLongPatterns() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdé 😀".utf16)
        for length in [1, 5, 63, 64, 65, 130, 200] {
            let pattern = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            var text = (0..<300).map { _ in alphabet.randomElement(using: &generator)! }
            var planted = pattern
            if planted.count > 3 { planted[planted.count / 2] = 0x7A; planted.remove(at: 1) }
            text.insert(contentsOf: planted, at: 100)
            let search = MyersSearch(pattern)
            let expected = referenceEndErrors(pattern, text)
            let minimum = expected.min()!
            let matches = search.bestMatches(in: text, within: 0..<text.count, maxErrors: length)
            XCTAssertEqual(matches.first?.errors, minimum, "length \(length)")
            XCTAssertEqual(matches.map(\.end), expected.indices.filter { expected[$0] == minimum }.map { $0 + 1 })
            for match in matches {
                XCTAssertEqual(referenceDistance(pattern, Array(text[match.start..<match.end])), match.errors)
            }
            XCTAssertEqual(search.minimumErrors(in: text, within: 0..<text.count), minimum)
        }
    }

    func testFindsATypoedQuoteAndRespectsTheLimit() {
        let text = Array("Call me Ishmael. Some years ago—never mind how long precisely".utf16)
        let search = MyersSearch(Array("Some yeers ag—never".utf16))
        let match = search.bestMatches(in: text, within: 0..<text.count, maxErrors: 5)
        XCTAssertEqual(match, [MyersSearch.Match(start: 17, end: 37, errors: 2)])
        XCTAssertEqual(search.bestMatches(in: text, within: 0..<text.count, maxErrors: 1), [])
        XCTAssertEqual(search.bestMatches(in: text, within: 0..<20, maxErrors: 5), [])
    }

    func testTheFilteredSearchFindsWhatTheFullScanFinds() {
        var generator = SystemRandomNumberGenerator()
        let words = ["the ", "whale ", "sea ", "Ishmael ", "ship ", "and ", "of ", "harpoon "].map { Array($0.utf16) }
        let text = (0..<3000).flatMap { _ in words.randomElement(using: &generator)! }
        let index = QGramIndex(text)
        for _ in 0..<40 {
            let start = Int.random(in: 0..<(text.count - 120), using: &generator)
            var pattern = Array(text[start..<(start + Int.random(in: 8...110, using: &generator))])
            for _ in 0..<Int.random(in: 0...(pattern.count / 6), using: &generator) {
                pattern[Int.random(in: 0..<pattern.count, using: &generator)] = 0x51
            }
            let maxErrors = min(256, pattern.count / 2)
            let full = MyersSearch(pattern).bestMatches(in: text, within: 0..<text.count, maxErrors: maxErrors)
            let filtered = FilteredApproximateSearch(index: index)
                .bestMatches(pattern, in: text, within: 0..<text.count, maxErrors: maxErrors, limit: 1000)
            XCTAssertEqual(filtered.first?.errors, full.first?.errors)
            XCTAssertEqual(Set(filtered.map(\.end)), Set(full.map(\.end)))
        }
    }

    func testQGramIndexFindsEveryOccurrence() {
        let text = Array("abcabcabcxabc abc".utf16)
        let index = QGramIndex(text)
        XCTAssertEqual(index.occurrences(of: Array("abca".utf16), within: 0..<text.count, limit: 10), [0, 3])
        XCTAssertEqual(index.occurrences(of: Array("bcxabc".utf16), within: 0..<text.count, limit: 10), [7])
        XCTAssertEqual(index.occurrences(of: Array("abca".utf16), within: 1..<text.count, limit: 10), [3])
        XCTAssertNil(index.occurrences(of: Array("abc".utf16), within: 0..<text.count, limit: 10), "shorter than a gram")
    }

    func testExactSearchFindsOverlappingOccurrences() {
        let text = Array("aaaa abab".utf16)
        XCTAssertEqual(ExactTextSearch(Array("aa".utf16)).occurrences(in: text), [0, 1, 2])
        XCTAssertEqual(ExactTextSearch(Array("ab".utf16)).occurrences(in: text, within: 0..<7), [5])
        XCTAssertEqual(ExactTextSearch([]).occurrences(in: text), [])
    }
}
