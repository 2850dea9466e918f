@testable import Layout
import XCTest

/// UAX #14 conformance against the Unicode Character Database's LineBreakTest.txt (Debian's
/// `unicode-data`, same Unicode version as the generated tables), plus cases that matter for CSS.
final class LineBreakConformanceTests: XCTestCase {
    private struct Case {
        var text: [UInt16]
        /// Expected opportunity at each scalar boundary (UTF-16 offset → breaks or not).
        var expected: [(offset: Int, breaks: Bool)]
        var line: Int
    }

    private func cases() throws -> [Case] {
        var result: [Case] = []
        for (number, line) in try Fixtures.unicodeData("auxiliary/LineBreakTest.txt")
            .split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = content.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count > 2 else { continue }
            var text: [UInt16] = []
            var expected: [(Int, Bool)] = []
            for field in fields.dropFirst() {
                if field == "÷" || field == "×" {
                    expected.append((text.count, field == "÷"))
                } else if let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) {
                    text.append(contentsOf: String(Character(scalar)).utf16)
                }
            }
            result.append(Case(text: text, expected: expected, line: number + 1))
        }
        return result
    }

    func testLineBreakTestFile() throws {
        let all = try cases()
        XCTAssertGreaterThan(all.count, 7000)
        let breaker = LineBreakOpportunities(isStrict: true)
        var failures: [Int] = []
        for testCase in all {
            let computed = breaker.compute(testCase.text)
            let matches = testCase.expected.allSatisfy { (offset, breaks) in
                (computed[offset] != .prohibited) == breaks
            }
            if !matches { failures.append(testCase.line) }
        }
        let passRate = Double(all.count - failures.count) / Double(all.count)
        print("LineBreakTest.txt (Unicode \(LineBreakData.unicodeVersion)): \(all.count - failures.count)/\(all.count) "
              + "pass (\(String(format: "%.2f", passRate * 100))%); failing lines: \(failures.prefix(20))")
        XCTAssertEqual(failures, [], "every line of LineBreakTest.txt passes")
    }

    private func breaks(_ string: String, strict: Bool = false) -> [Int] {
        let text = Array(string.utf16)
        let computed = LineBreakOpportunities(isStrict: strict).compute(text)
        return computed.indices.filter { $0 > 0 && $0 < text.count && computed[$0] != .prohibited }
    }

    func testWordsBreakAfterSpacesOnly() {
        XCTAssertEqual(breaks("Call me Ishmael."), [5, 8])
        XCTAssertEqual(breaks("well-known"), [5], "after a hyphen")
        XCTAssertEqual(breaks("(quoted) text"), [9])
        XCTAssertEqual(breaks("$12.50 now"), [7], "numbers hold together (LB25)")
    }

    func testSoftHyphenIsAnOpportunity() {
        XCTAssertEqual(breaks("hy\u{AD}phen"), [3])
    }

    func testNoBreakSpaceAndWordJoinerGlue() {
        XCTAssertEqual(breaks("a\u{A0}b c"), [4])
        XCTAssertEqual(breaks("a\u{2060}b"), [])
    }

    func testMandatoryBreaks() {
        let text = Array("a\nb\r\nc\u{2028}d".utf16)
        let computed = LineBreakOpportunities().compute(text)
        XCTAssertEqual(computed[2], .mandatory)
        XCTAssertEqual(computed[4], .prohibited, "CR × LF")
        XCTAssertEqual(computed[5], .mandatory)
        XCTAssertEqual(computed[7], .mandatory)
        XCTAssertEqual(computed[text.count], .mandatory)
        XCTAssertEqual(computed[0], .prohibited)
    }

    func testIdeographsBreakBetweenEachOther() {
        XCTAssertEqual(breaks("漢字かな"), [1, 2, 3])
        // Small kana (CJ): strict makes it a non-starter, normal lets a line start with it.
        XCTAssertEqual(breaks("かぁ", strict: true), [])
        XCTAssertEqual(breaks("かぁ", strict: false), [1])
    }

    func testEmptyAndSurrogates() {
        XCTAssertEqual(LineBreakOpportunities().compute([]), [.prohibited])
        let text = Array("😀😀".utf16)
        let computed = LineBreakOpportunities().compute(text)
        XCTAssertEqual(computed[1], .prohibited, "never inside a surrogate pair")
        XCTAssertEqual(computed[2], .allowed)
    }
}
