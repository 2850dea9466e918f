import XCTest
@testable import Layout

/// A paragraph's index lists each text item's pieces in line order and the advance sums before each
/// unit, and is made once.
final class ParagraphIndexesTests: XCTestCase {
    func testIndexMatchesTheParagraphsLinesAndAdvances() throws {
        let words = Array(repeating: "several words <em>in emphasis</em> and plain", count: 20).joined(separator: " ")
        let fixture = try EnginePassFixture(body: "<p>\(words)</p><p>second</p>")
        let paragraphs = fixture.pass.paragraphs
        XCTAssertEqual(paragraphs.count, 2)
        let indexes = ParagraphIndexes()
        let placed = paragraphs[0]
        XCTAssertGreaterThan(placed.geometry.lines.count, 2)
        let index = indexes.index(of: 0, in: paragraphs)
        var expectedSum = 0.0
        XCTAssertEqual(index.caretOffsets.count, placed.geometry.advances.count + 1)
        for (offset, advance) in placed.geometry.advances.enumerated() {
            XCTAssertEqual(index.caretOffsets[offset], expectedSum)
            expectedSum += advance
        }
        var listed = 0
        for (item, locations) in index.pieces {
            var previous: ParagraphIndexes.PieceLocation?
            for location in locations {
                XCTAssertEqual(placed.geometry.lines[location.line].pieces[location.piece].item, item)
                if let previous { XCTAssertTrue((previous.line, previous.piece) < (location.line, location.piece)) }
                previous = location
                listed += 1
            }
        }
        XCTAssertEqual(listed, placed.geometry.lines.reduce(0) { $0 + $1.pieces.count })
        XCTAssertEqual(indexes.index(of: 1, in: paragraphs).caretOffsets.count, paragraphs[1].geometry.advances.count + 1)
    }
}
