import DOM
import Foundation
import XCTest

/// Character data read as UTF-16 units is what `characterData?.utf16` holds, for ASCII and other text,
/// and nothing for nodes without character data; their count is the count of those units.
final class CharacterDataUTF16Tests: XCTestCase {
    func testUnitsAreTheCharacterDataUnits() throws {
        let xml = "<?xml version=\"1.0\"?><r>plain<b>naïve ∑ 𝑥 😀</b><!--note--><![CDATA[a<b]]><?p q?><e/>\n  </r>"
        let document = try Document.parseXML(Data(xml.utf8), name: "t.xml")
        let root = try XCTUnwrap(document.rootElement)
        var nodes: [Node] = []
        var current = root.nextInDocumentOrder(within: root)
        while let node = current {
            nodes.append(node)
            current = node.nextInDocumentOrder(within: root)
        }
        XCTAssertTrue(nodes.contains { $0.kind == .cdata } && nodes.contains { $0.kind == .comment })
        for node in nodes + [root] {
            XCTAssertEqual(node.characterDataUTF16, Array((node.characterData ?? "").utf16), "\(node.kind)")
            XCTAssertEqual(node.characterDataUTF16Count, node.characterDataUTF16.count, "\(node.kind)")
        }
    }

    func testUnitsAreAppendedAfterWhatIsThere() throws {
        let document = try Document.parseXML(Data("<r>é and e</r>".utf8), name: "t.xml")
        let text = try XCTUnwrap(document.rootElement?.firstChildNode)
        var units: [UInt16] = [0x41]
        text.appendCharacterDataUTF16(to: &units)
        text.appendCharacterDataUTF16(to: &units)
        XCTAssertEqual(units, [0x41] + Array("é and eé and e".utf16))
        try XCTUnwrap(document.rootElement).appendCharacterDataUTF16(to: &units)
        XCTAssertEqual(units.count, 15, "an element has no character data of its own")
    }
}
