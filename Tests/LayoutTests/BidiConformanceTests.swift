@testable import Layout
import XCTest

/// UAX #9 conformance against BidiCharacterTest.txt and BidiTest.txt (Debian's `unicode-data`).
final class BidiConformanceTests: XCTestCase {
    private static let classNames: [String: BidiClass] = [
        "L": .leftToRight, "R": .rightToLeft, "AL": .arabicLetter, "EN": .europeanNumber, "ES": .europeanSeparator,
        "ET": .europeanTerminator, "AN": .arabicNumber, "CS": .commonSeparator, "NSM": .nonspacingMark,
        "BN": .boundaryNeutral, "B": .paragraphSeparator, "S": .segmentSeparator, "WS": .whiteSpace,
        "ON": .otherNeutral, "LRE": .leftToRightEmbedding, "LRO": .leftToRightOverride,
        "RLE": .rightToLeftEmbedding, "RLO": .rightToLeftOverride, "PDF": .popDirectionalFormat,
        "LRI": .leftToRightIsolate, "RLI": .rightToLeftIsolate, "FSI": .firstStrongIsolate,
        "PDI": .popDirectionalIsolate,
    ]

    /// Levels after L1 per code point (nil where X9 removed it) and the visual order of the others.
    private func resolve(classes: [BidiClass], brackets: [BidiBracket?], direction: BidiParagraph.Direction)
        -> (paragraphLevel: UInt8, levels: [UInt8?], order: [Int]) {
        var resolver = BidiResolver(classes: classes, brackets: brackets, direction: direction)
        let resolved = resolver.resolve()
        var levels = resolved.levels
        BidiLineRules.resetSeparatorsAndTrailingSpace(&levels, classes: classes[...],
                                                      paragraphLevel: resolved.paragraphLevel)
        let kept = levels.indices.filter { levels[$0] != nil }
        let order = BidiLineRules.visualOrder(levels: kept.map { levels[$0]! }).map { kept[$0] }
        return (resolved.paragraphLevel, levels, order)
    }

    private func parseLevels(_ field: Substring) -> [UInt8?] {
        field.split(whereSeparator: \.isWhitespace).map { $0 == "x" ? nil : UInt8($0) }
    }

    func testBidiCharacterTestFile() throws {
        var total = 0
        var failures: [Int] = []
        for (number, line) in try Fixtures.unicodeData("BidiCharacterTest.txt").split(separator: "\n").enumerated() {
            guard !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 5 else { continue }
            total += 1
            let values = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            let direction: BidiParagraph.Direction = fields[1] == "0" ? .leftToRight : fields[1] == "1" ? .rightToLeft : .auto
            let result = resolve(classes: values.map(BidiCharacterData.bidiClass),
                                 brackets: values.map(BidiCharacterData.bracket), direction: direction)
            let order = fields[4].split(separator: " ").compactMap { Int($0) }
            if result.paragraphLevel != UInt8(fields[2]) || result.levels != parseLevels(fields[3]) || result.order != order {
                failures.append(number + 1)
            }
        }
        print("BidiCharacterTest.txt (Unicode \(BidiData.unicodeVersion)): \(total - failures.count)/\(total) pass; "
              + "failing lines: \(failures.prefix(10))")
        XCTAssertGreaterThan(total, 90_000)
        XCTAssertEqual(failures.count, 0)
    }

    func testBidiTestFile() throws {
        var levels: [UInt8?] = []
        var order: [Int] = []
        var total = 0
        var failures: [Int] = []
        for (number, line) in try Fixtures.unicodeData("BidiTest.txt").split(separator: "\n").enumerated() {
            if line.hasPrefix("@Levels:") {
                levels = parseLevels(line.dropFirst("@Levels:".count))
            } else if line.hasPrefix("@Reorder:") {
                order = line.dropFirst("@Reorder:".count).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            } else if !line.hasPrefix("#"), !line.hasPrefix("@"), let semicolon = line.firstIndex(of: ";") {
                let classes = line[..<semicolon].split(separator: " ").compactMap { Self.classNames[String($0)] }
                let bitset = Int(line[line.index(after: semicolon)...].trimmingCharacters(in: .whitespaces)) ?? 0
                for (bit, direction) in [(1, BidiParagraph.Direction.auto), (2, .leftToRight), (4, .rightToLeft)]
                where bitset & bit != 0 {
                    total += 1
                    let result = resolve(classes: classes, brackets: Array(repeating: nil, count: classes.count),
                                         direction: direction)
                    if result.levels != levels || result.order != order { failures.append(number + 1) }
                }
            }
        }
        print("BidiTest.txt (Unicode \(BidiData.unicodeVersion)): \(total - failures.count)/\(total) pass; "
              + "failing lines: \(failures.prefix(10))")
        XCTAssertGreaterThan(total, 200_000)
        XCTAssertEqual(failures.count, 0)
    }

    func testArabicParagraphWithLatinAndDigits() {
        let text = Array("قال: Hello 123!".utf16)
        let paragraph = BidiParagraph(text, direction: .auto)
        XCTAssertEqual(paragraph.paragraphLevel, 1)
        let levels = paragraph.lineLevels(0..<text.count)
        XCTAssertEqual(levels[0], 1, "Arabic letters stay at the paragraph level")
        XCTAssertEqual(levels[5], 2, "Latin inside RTL goes up to 2")
        XCTAssertEqual(levels[11], 2, "European digits after Latin are resolved as L")
        let order = paragraph.visualOrder(0..<text.count)
        XCTAssertEqual(order.first, text.count - 1, "the final '!' is visually leftmost")
        XCTAssertEqual(Array(order.suffix(3)), [2, 1, 0], "the first Arabic word ends on the right")
    }

    func testSurrogatePairsShareALevel() {
        let text = Array("א𝐀ב".utf16)
        let levels = BidiParagraph(text, direction: .rightToLeft).lineLevels(0..<text.count)
        XCTAssertEqual(levels, [1, 2, 2, 1])
    }
}
