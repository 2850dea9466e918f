import Foundation
@testable import Layout
import XCTest

final class FontSubsetTests: XCTestCase {
    func testKeepsTheCharactersAskedForWithTheirAdvancesAndDropsTheRest() throws {
        let whole = try BundledFonts.data(named: "DejaVuSerif")
        let subset = try XCTUnwrap(FontSubset.subset(whole, keeping: "Call me Ishmael".unicodeScalars))
        XCTAssertLessThan(subset.count, whole.count / 10, "\(subset.count) of \(whole.count) bytes")
        let full = try FontFace(data: whole, name: "DejaVuSerif")
        let cut = try FontFace(data: subset, name: "DejaVuSerif subset")
        for scalar in "Call me Ishmael".unicodeScalars {
            let kept = try XCTUnwrap(cut.glyph(for: scalar), "\(scalar)")
            XCTAssertEqual(cut.advance(of: kept), full.advance(of: try XCTUnwrap(full.glyph(for: scalar))), "\(scalar)")
        }
        XCTAssertNil(cut.glyph(for: "Z"))
        XCTAssertNil(cut.glyph(for: "é"))
    }

    func testTheSameCharactersGiveTheSameBytes() throws {
        let whole = try BundledFonts.data(named: "DejaVuSerif")
        XCTAssertEqual(FontSubset.subset(whole, keeping: "abc".unicodeScalars), FontSubset.subset(whole, keeping: "cba".unicodeScalars))
    }

    func testWhatIsNotAFontGivesNothing() {
        XCTAssertNil(FontSubset.subset(Data("not a font at all".utf8), keeping: "abc".unicodeScalars))
        XCTAssertNil(FontSubset.subset(Data(), keeping: "abc".unicodeScalars))
    }
}
