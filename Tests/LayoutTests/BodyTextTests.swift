import DOM
import Foundation
@testable import Layout
import XCTest

/// The body's text, read from its nodes only where it is needed, is the same text however it is read:
/// whole, or node by node, before, while or after the whole is kept.
final class BodyTextTests: XCTestCase {
    private static let markup = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body>\
        <p>Call me <em>Ishmael</em>.</p><script>ignored()</script><p>naïve 𝑥 😀</p><p><b></b>end</p></body></html>
        """

    private func body() throws -> DOMTextRange.BodyText {
        let document = try Document.parse(Data(Self.markup.utf8), name: "t.xhtml")
        return DOMTextRange.BodyText(body: try XCTUnwrap(document.body))
    }

    func testNodesReadOneByOneAreTheWholeTextsPieces() throws {
        let body = try body()
        let expected = Array("Call me Ishmael.naïve 𝑥 😀end".utf16)
        XCTAssertEqual(body.length, expected.count)
        XCTAssertEqual(body.longestNodeLength, Array("naïve 𝑥 😀".utf16).count)
        let byNode = body.nodes.flatMap { try! XCTUnwrap(body.units(of: $0)) }
        XCTAssertEqual(byNode, expected, "read before the whole text")
        XCTAssertEqual(body.units, expected)
        XCTAssertEqual(body.nodes.flatMap { try! XCTUnwrap(body.units(of: $0)) }, expected, "read after it")
        body.forgetWholeText()
        XCTAssertEqual(body.nodes.flatMap { try! XCTUnwrap(body.units(of: $0)) }, expected, "read after it went")
    }

    func testOffsetsLocateTheirNode() throws {
        let body = try body()
        XCTAssertEqual(try body.nodeIndex(at: 0, isStart: true), 0)
        XCTAssertEqual(try body.nodeIndex(at: 7, isStart: true), 0)
        XCTAssertEqual(try body.nodeIndex(at: 8, isStart: true), 1, "where 'Ishmael' starts")
        XCTAssertEqual(try body.nodeIndex(at: 8, isStart: false), 1, "offset 0 of 'Ishmael', as the page script has it")
        let end = try body.locate(body.length, isStart: false)
        XCTAssertEqual(end.0.characterData, "end")
        XCTAssertEqual(end.1, 3)
    }

    func testCharsPastTheEndAreUnresolvedAndQuotesAreFound() throws {
        let body = try body()
        XCTAssertEqual(body.resolve(.characters(id: "a", start: 0, end: body.length + 1)),
                       .unresolvable(reason: "chars [0, \(body.length + 1)] run past the end of the body's text (\(body.length) UTF-16 units)"))
        guard case let .characters(start, end, match) = body.resolve(.quote(id: "q", RangeSpec.Quote(highlight: "Ishmael"))) else {
            return XCTFail("the quote is in the text")
        }
        XCTAssertEqual(start..<end, 8..<15)
        XCTAssertNotNil(match)
    }

    /// A list of specs resolves as the specs one by one do, whether its quotes are few (scanned for) or
    /// many (searched in the index made at the first).
    func testAListResolvesAsItsSpecsOneByOne() throws {
        for quoteCount in [2, 20] {
            var specs: [RangeSpec] = [.characters(id: "c", start: 0, end: 4)]
            specs += (0..<quoteCount).map { index in
                .quote(id: "q\(index)", RangeSpec.Quote(highlight: ["Ishmael", "naïve", "end", "me", "absent"][index % 5]))
            }
            let together = try body().resolve(specs)
            let oneByOne = try body()
            XCTAssertEqual(together, specs.map { oneByOne.resolve($0) }, "\(quoteCount) quotes")
            XCTAssertEqual(together.filter { if case .unresolvable = $0 { true } else { false } }.count, quoteCount / 5)
        }
    }
}
