@testable import DecorEngine
import Foundation
import XCTest

final class GroupOrderingTests: XCTestCase {
    private let document = try! Document.parseXML(Data("""
        <html xmlns="http://www.w3.org/1999/xhtml"><body><p>alpha beta</p><p>gamma delta</p></body></html>
        """.utf8), name: "c.xhtml")

    /// Decorations with the given ids and hrefs, each paired with the range of a span of the text.
    private func items(_ specs: [(id: String, href: String, span: Range<Int>)]) throws -> [(Decoration, DOMRange)] {
        let entries = specs.map { #"{"id": "\#($0.id)", "locator": {"href": "\#($0.href)"}, "style": {"type": "highlight"}}"# }
        let file = try DecorationsFile.parse(Array(#"{"groups": {"g": [\#(entries.joined(separator: ","))]}}"#.utf8))
        return zip(file.groups[0].decorations, specs).map { ($0, document.text.range(of: $1.span)) }
    }

    private func ordered(_ items: [(Decoration, DOMRange)]) -> [String] {
        GroupOrdering.ordered(items, group: "g", decoration: \.0, range: \.1).map(\.0.id)
    }

    func testOrdersByDocumentPositionWhateverTheFileOrder() throws {
        XCTAssertEqual(ordered(try items([("gamma", "c.xhtml", 10..<15), ("alpha", "c.xhtml", 0..<5), ("beta", "c.xhtml", 6..<10)])),
                       ["alpha", "beta", "gamma"])
    }

    func testSameStartOrdersByEndAndEqualRangesKeepTheirOrder() throws {
        XCTAssertEqual(ordered(try items([("long", "c.xhtml", 0..<10), ("short", "c.xhtml", 0..<5), ("twin", "c.xhtml", 0..<5)])),
                       ["short", "twin", "long"])
    }

    func testRangesAcrossElementsCompareByBoundaryPoints() throws {
        let body = try XCTUnwrap(document.body)
        let secondParagraph = try XCTUnwrap(DOMRange(selecting: body.children[1]))
        let inFirst = document.text.range(of: 6..<10)
        let decorations = try items([("p2", "c.xhtml", 0..<1), ("beta", "c.xhtml", 0..<1)]).map(\.0)
        XCTAssertEqual(GroupOrdering.ordered([(decorations[0], secondParagraph), (decorations[1], inFirst)], group: "g",
                                             decoration: \.0, range: \.1).map(\.0.id), ["beta", "p2"])
    }

    func testHrefSpellingsOfOneResourceAreMergedInDocumentOrder() throws {
        XCTAssertEqual(ordered(try items([("d", "c.xhtml#p2", 16..<21), ("c", "/c.xhtml", 10..<15),
                                          ("b", "c.xhtml#p1", 6..<10), ("a", "c.xhtml", 0..<5)])),
                       ["a", "b", "c", "d"])
    }

    func testOneHrefIsOrderedAsTheDiffOrdersAGroupDrawnFromNothing() throws {
        var generator = SystemRandomNumberGenerator()
        let specs = (0..<200).map { index -> (id: String, href: String, span: Range<Int>) in
            let start = Int.random(in: 0..<20, using: &generator)
            return ("d\(index)", "c.xhtml", start..<(start + Int.random(in: 0...3, using: &generator)))
        }
        let entries = try items(specs)
        let rank = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.0.id, $0) })
        let orders = entries.map { DocumentOrder(range: $0.1) }
        let changes = try GroupDiff.changes(group: "g", old: [], new: entries.map(\.0)) { decoration in
            rank[decoration.id].map { index in
                orders.filter { $0 < orders[index] }.count * entries.count + orders[..<index].filter { $0 == orders[index] }.count
            }
        }
        XCTAssertEqual(ordered(entries), changes.flatMap(\.changes).map(\.id))
    }
}
