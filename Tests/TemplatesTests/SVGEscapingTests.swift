import DOM
import DecorModel
import Foundation
import JSON
@testable import Templates
import XCTest

/// Hostile values from decorations files and publications end up as plain text and attribute values,
/// never as markup, and every page the writer produces is well-formed XML.
final class SVGEscapingTests: XCTestCase {
    private let hostile = "\"><script>alert(1)</script>]]>\u{1}\u{8}&amp;'"
    /// What an XML parser reads back: the characters XML cannot hold become U+FFFD.
    private var hostileReadBack: String { "\"><script>alert(1)</script>]]>\u{FFFD}\u{FFFD}&amp;'" }

    private func parse(_ svg: String) throws -> Document {
        try Document.parseXML(Data(svg.utf8), name: "page.svg")
    }

    private func hostilePage() throws -> String {
        let note = try TestDecorations.decoration(id: hostile, style: JSONWriter().string(["type": "note", "text": .string(hostile)]))
        // Built in code: the decorations file reader refuses such a symbol, the writer must not rely on it.
        let iconStyle = Style(type: .marginIcon(MarginIcon(content: .symbol(hostile))))
        let icon = try XCTUnwrap(Decoration(id: "icon", locator: ["href": "c.xhtml"], style: iconStyle))
        let line = Rect(x: 40, y: 300, width: 100, height: 20)
        let groups = [DrawnGroup(name: hostile, decorations: [DrawnDecoration(decoration: note, lines: [line]),
                                                              DrawnDecoration(decoration: icon, lines: [line])])]
        let content = LaidOutContent(runs: [TextRun(text: hostile, box: line, baseline: 315, font: RunFont(family: hostile, size: 16))],
                                     replacedBoxes: [ReplacedBox(kind: .image, rect: Rect(x: 40, y: 400, width: 100, height: 100), alt: hostile)])
        return try SVGSnapshotWriter(viewport: SVGSamplePage.viewport)
            .svg(page: SVGSamplePage.frame, content: content, groups: groups)
    }

    func testHostileValuesAreNeverMarkup() throws {
        let svg = try hostilePage()
        XCTAssertFalse(svg.contains("<script"))
        XCTAssertFalse(svg.contains("]]>"))
        XCTAssertFalse(svg.contains("\u{1}"))
        let document = try parse(svg)
        let root = try XCTUnwrap(document.rootElement)
        XCTAssertTrue(root.descendantElements.allSatisfy { $0.localName != "script" })
        let decorations = root.descendantElements.filter { $0.attribute("data-decoration-id") != nil }
        XCTAssertEqual(decorations.map { $0.attribute("data-decoration-id") }, [hostileReadBack, "icon", hostileReadBack])
        XCTAssertTrue(decorations.allSatisfy { $0.attribute("data-group") == hostileReadBack })
        let texts = root.descendants(named: "text", namespace: SVGDocument.namespace).map(\.textContent)
        XCTAssertEqual(texts.filter { $0 == hostileReadBack }.count, 2, "the run and the margin symbol, as text")
        XCTAssertTrue(texts.contains("img: " + hostileReadBack))
    }

    func testNoteTextIsEscapedAndWrapped() throws {
        let root = try XCTUnwrap(try parse(try hostilePage()).rootElement)
        let bubble = try XCTUnwrap(root.descendantElements.first { $0.attribute("class") == "decor-note-bubble" })
        let lines = bubble.descendants(named: "text", namespace: SVGDocument.namespace).map(\.textContent)
        // 38 characters with no space: cut after 33.
        XCTAssertEqual(lines, ["\"><script>alert(1)</script>]]>\u{FFFD}\u{FFFD}&", "amp;'"])
    }

    func testFontFamilyCannotLeaveItsCSSString() throws {
        let root = try XCTUnwrap(try parse(try hostilePage()).rootElement)
        let style = try XCTUnwrap(root.firstChild(named: "style", namespace: SVGDocument.namespace))
        XCTAssertEqual(style.textContent,
                       #".decor-font-0 { font-family: "\22 \3e \3c script\3e alert\28 1\29 \3c \2f script\3e \5d \5d \3e \fffd \fffd \26 amp\3b \27 "; "#
                       + "font-size: 16px; font-weight: 400; font-style: normal; }")
    }

    func testEveryProducedPageIsWellFormedAndHoldsEveryDecoration() throws {
        for page in [SVGSamplePage.horizontal, .rightToLeft, .vertical] {
            for options in [SVGSnapshotWriter.Options(), SVGSnapshotWriter.Options(stacking: .overlay, background: nil)] {
                let document = try parse(try page.svg(options: options))
                let root = try XCTUnwrap(document.rootElement)
                XCTAssertEqual(root.localName, "svg")
                XCTAssertEqual(root.namespaceURI, SVGDocument.namespace)
                let marks = try XCTUnwrap(root.childElements.first { $0.attribute("class") == "decor-decorations" })
                XCTAssertEqual(marks.childElements.compactMap { $0.attribute("data-decoration-id") }, (1...9).map(String.init))
            }
        }
    }
}
