@testable import Layout
import XCTest

/// What layout keeps for every paragraph of a chapter until its ranges are measured stays compact and
/// gives back exactly what was computed: advances packed as indexes into a table of their values,
/// source offsets as runs of consecutive offsets.
final class LaidOutParagraphStorageTests: XCTestCase {
    func testPackedAdvancesGiveBackEveryValueBitForBit() {
        let values = [0.0, -0.0, 0.1, 1.0 / 3.0, 7.03125, .infinity, 0.1, -0.0, 1e-300]
        let packed = PackedAdvances(values)
        XCTAssertEqual(packed.bytesPerUnit, 1)
        XCTAssertEqual(packed.map(\.bitPattern), values.map(\.bitPattern))
    }

    /// A paragraph just laid out holds its advances as computed; packing them for keeping gives what
    /// packing them at once gives.
    func testUnpackedAdvancesArePackedOnlyWhenKept() {
        let values = [0.0, -0.0, 0.1, 1.0 / 3.0, 7.03125, 0.1]
        let unpacked = PackedAdvances(unpacked: values)
        XCTAssertEqual(unpacked.bytesPerUnit, 8)
        XCTAssertEqual(unpacked.map(\.bitPattern), values.map(\.bitPattern))
        let packed = unpacked.packed()
        XCTAssertEqual(packed.bytesPerUnit, 1)
        XCTAssertEqual(packed.map(\.bitPattern), values.map(\.bitPattern))
        XCTAssertEqual(packed.packed().bytesPerUnit, 1)
    }

    func testManyDistinctAdvancesTakeWiderIndexesThenPlainValues() {
        let justified = (0..<3_000).map { Double($0 % 300) / 7 }
        XCTAssertEqual(PackedAdvances(justified).bytesPerUnit, 2)
        XCTAssertEqual(Array(PackedAdvances(justified)), justified)
        let distinct = (0..<70_000).map { Double($0) / 64 }
        XCTAssertEqual(PackedAdvances(distinct).bytesPerUnit, 8)
        XCTAssertEqual(Array(PackedAdvances(distinct)), distinct)
        XCTAssertTrue(PackedAdvances([]).isEmpty)
    }

    func testSourceOffsetsOfIndentedMarkupTakeARunPerCollapsedIndent() throws {
        let line = "Call me Ishmael. Some years ago, never mind how long precisely,\n        "
        let source = Array(String(repeating: line, count: 500).utf16)
        let collapsed = WhiteSpaceCollapsing.collapse(source, whiteSpace: .normal)
        XCTAssertEqual(collapsed.sourceOffsets.count, collapsed.text.count)
        XCTAssertLessThanOrEqual(collapsed.sourceOffsets.runCount, 501)
        var expected: [Int] = []
        var afterSpace = false
        for (offset, unit) in source.enumerated() {
            let isSpace = unit == 0x20 || unit == 0x0A
            if !isSpace || !afterSpace { expected.append(offset) }
            afterSpace = isSpace
        }
        XCTAssertEqual(Array(collapsed.sourceOffsets), expected)
        let secondLine = line.utf16.count
        let firstOfSecondLine = try XCTUnwrap(expected.firstIndex(of: secondLine))
        XCTAssertEqual(collapsed.collapsedOffset(forSource: secondLine - 3), firstOfSecondLine,
                       "inside a collapsed indent: the next kept unit")
        XCTAssertEqual(collapsed.collapsedOffset(forSource: expected[700]), 700)
    }

    func testSourceOffsetsAppendAndRemoveAsAnArrayWould() {
        var offsets = SourceOffsets([3, 4, 5, 9, 9, 10])
        XCTAssertEqual(offsets.runCount, 3)
        offsets.removeLast()
        offsets.removeLast()
        XCTAssertEqual(Array(offsets), [3, 4, 5, 9])
        offsets.removeLast()
        XCTAssertEqual(offsets.runCount, 1)
        offsets.append(6)
        XCTAssertEqual(offsets, SourceOffsets(3...6))
        XCTAssertEqual(offsets.firstIndex(atOrAfter: 5), 2)
        XCTAssertEqual(offsets.firstIndex(atOrAfter: 7), 4)
    }

    func testALaidOutChapterKeepsAByteOfAdvancesAndAFewRunsOfOffsetsPerParagraph() throws {
        let paragraph = """
            <p>It is a way I have of driving off the spleen, and regulating the circulation.
               Whenever I find myself growing grim about the mouth; whenever it is a damp,
               drizzly November in my soul, <em>then</em> I account it high time to get to sea.</p>
            <p style="text-align: justify">With a philosophical flourish Cato throws himself upon his
               sword; I quietly take to the ship. There is nothing surprising in this, and all men in their
               degree, some time or other, cherish very nearly the same feelings towards the ocean.</p>
            """
        let fixture = try EnginePassFixture(body: String(repeating: paragraph, count: 20))
        XCTAssertEqual(fixture.pass.paragraphs.count, 40)
        for placed in fixture.pass.paragraphs {
            let geometry = placed.geometry
            XCTAssertEqual(geometry.advances.count, geometry.content.text.count)
            XCTAssertEqual(geometry.advances.bytesPerUnit, 1)
            for item in geometry.content.items where item.kind == .text {
                XCTAssertEqual(item.sourceOffsets.count, item.range.count)
                XCTAssertLessThanOrEqual(item.sourceOffsets.runCount, 4)
            }
        }
        let shaper = ParagraphShaper(fonts: fixture.run.fonts, cache: fixture.run.cache)
        for (content, _) in fixture.contents() {
            for request in shaper.requests(for: content, levels: nil) {
                let kept = fixture.run.cache.shapedGroup(for: request.key) { XCTFail("not kept"); return (PackedAdvances([]), []) }
                XCTAssertEqual(kept.advances.bytesPerUnit, 1)
            }
        }
    }
}
