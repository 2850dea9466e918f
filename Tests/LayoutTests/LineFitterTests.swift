@testable import Layout
import XCTest

final class LineFitterTests: XCTestCase {
    private func lines(_ string: String, width: Double) -> [String] {
        let text = Array(string.utf16)
        let advances = [Double](repeating: 10, count: text.count)
        let ranges = LineFitter.fit(text: text, advances: advances,
                                    opportunities: LineBreakOpportunities().compute(text), width: width)
        return ranges.map { String(decoding: text[$0], as: UTF16.self) }
    }

    func testGreedyFillingWithHangingSpaces() {
        XCTAssertEqual(lines("aa bb cc", width: 50), ["aa bb ", "cc"], "the space after bb hangs")
        XCTAssertEqual(lines("aa bb cc", width: 40), ["aa ", "bb ", "cc"])
        XCTAssertEqual(lines("aa bb cc", width: 80), ["aa bb cc"])
    }

    func testOverflowingWordsAndMandatoryBreaks() {
        XCTAssertEqual(lines("a verylongword b", width: 30), ["a ", "verylongword ", "b"])
        XCTAssertEqual(lines("one\ntwo", width: 1000), ["one\n", "two"])
        XCTAssertEqual(lines("", width: 10), [""])
    }

    func testShapedAdvancesLandOnClusterStarts() throws {
        let face = try FontFace(data: BundledFonts.data(named: "DejaVuSerif"), name: "DejaVuSerif")
        let text = Array("office".utf16)
        let run = TextShaper.shape(text, range: 0..<text.count, face: face, size: 2048)
        var advances = [Double](repeating: 0, count: text.count)
        run.accumulateAdvances(into: &advances)
        XCTAssertEqual(advances[1], 1455, "the ff ligature's advance")
        XCTAssertEqual(advances[2], 0)
        XCTAssertEqual(advances.reduce(0, +), run.width)
    }
}
