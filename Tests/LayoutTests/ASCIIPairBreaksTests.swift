@testable import Layout
import XCTest

/// Chromium's own table for breaks between two printable ASCII characters, and its place in a
/// paragraph's opportunities.
final class ASCIIPairBreaksTests: XCTestCase {
    private func opportunity(_ pair: String, before: Character? = nil) -> LineBreakOpportunity? {
        let units = Array(pair.utf16)
        return ASCIIPairBreaks.opportunity(after: units[0], before: units[1], beforePrevious: before?.utf16.first)
    }

    func testNoBreakAfterASlashOrClosingPunctuationBeforeALetter() {
        for pair in ["/a", "!a", "]a", "}a", ",a", ".a", ")a", "%a", "|a", "a(", "ab", "12"] {
            XCTAssertEqual(opportunity(pair), .prohibited, pair)
        }
    }

    func testBreaksBeforeOpeningBracketsAfterClosingOnes() {
        for pair in [")(", ".(", ",[", "!{", "]<", "}(", "~("] { XCTAssertEqual(opportunity(pair), .allowed, pair) }
        XCTAssertEqual(opportunity("$("), .prohibited)
        XCTAssertEqual(opportunity("/("), .prohibited)
    }

    func testBreaksAfterHyphensAndQuestionMarks() {
        for pair in ["-a", "-Z", "-(", "-\"", "?a", "?1", "?#"] { XCTAssertEqual(opportunity(pair), .allowed, pair) }
        for pair in ["-.", "-?", "-)", "?.", "?\"", "?)"] { XCTAssertEqual(opportunity(pair), .prohibited, pair) }
    }

    /// A hyphen before a digit breaks inside a word ("ABCD-1234"), not as a minus sign ("(-1").
    func testAHyphenBeforeADigitBreaksOnlyAfterALetterOrDigit() {
        XCTAssertEqual(opportunity("-1", before: "D"), .allowed)
        XCTAssertEqual(opportunity("-1", before: "4"), .allowed)
        XCTAssertEqual(opportunity("-1", before: "("), .prohibited)
        XCTAssertEqual(opportunity("-1"), .prohibited)
    }

    func testSpacesAndNonASCIILeaveTheDecisionToUAX14() {
        XCTAssertNil(opportunity(" a"))
        XCTAssertNil(opportunity("a "))
        XCTAssertNil(opportunity("/é"))
        XCTAssertNil(opportunity("a\u{A0}"))
    }

    /// UAX #14 allows a break after the slashes of a URL; Chromium keeps it whole until the hyphen.
    func testAParagraphBreaksAURLOnlyWhereChromiumDoes() throws {
        let text = Array("see https://example.org/dev/get-involved now".utf16)
        let uax14 = LineBreakOpportunities().compute(text)
        let slash = Array("see https://example.org/".utf16).count
        XCTAssertEqual(uax14[slash], .allowed, "UAX #14 breaks after a slash")
        var browser = uax14
        ParagraphBreakOpportunities.applyASCIIPairs(to: &browser, in: text)
        XCTAssertEqual(browser[slash], .prohibited)
        let hyphen = Array("see https://example.org/dev/get-".utf16).count
        XCTAssertEqual(browser[hyphen], .allowed)
        XCTAssertEqual(browser.enumerated().filter { $0.element == .allowed }.map(\.offset),
                       [4, hyphen, text.count - 3])
    }
}
