@testable import Layout
import XCTest

/// A glyph cluster's advance shared among its graphemes, as Chromium shares it.
final class LigatureAdvancesTests: XCTestCase {
    /// Glyphs of a right-to-left run come with falling clusters; a cluster may have several glyphs.
    func testALigatureGivesEachGraphemeAnEqualPart() {
        let text = Array("efie".utf16)
        var advances = [5.0, 10, 0, 5]
        LigatureAdvances.spread(&advances, clusterStarts: [3, 1, 1, 0], range: 0..<4, text: text, origin: 0)
        XCTAssertEqual(advances, [5, 5, 5, 5])
    }

    func testCombiningMarksTakeNothingFromTheirBase() {
        let text = Array("e\u{301}x".utf16)
        var advances = [6.0, 0, 4]
        LigatureAdvances.spread(&advances, clusterStarts: [0, 2], range: 0..<3, text: text, origin: 0)
        XCTAssertEqual(advances, [6, 0, 4])
    }

    /// Lam-alef with a hamza is one glyph for two letters; the advances are relative to `origin`.
    func testAdvancesRelativeToTheRunStart() {
        let text = Array("xلأy".utf16)
        var advances = [12.0, 0, 4]
        LigatureAdvances.spread(&advances, clusterStarts: [1], range: 1..<3, text: text, origin: 1)
        XCTAssertEqual(advances, [6, 6, 4])
    }
}
