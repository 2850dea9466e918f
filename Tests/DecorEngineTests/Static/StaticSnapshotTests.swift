import DecorEngine
import Foundation
import TestFixtures
import XCTest

/// The static outputs of real chapters (horizontal, right-to-left, vertical, long) against their
/// references under Snapshots/static/ (re-recorded with DECOR_RECORD_SNAPSHOTS=1), and what must hold of
/// any output: the same bytes twice, well-formed documents, every decoration drawn.
final class StaticSnapshotTests: XCTestCase {
    func testSVGPagesMatchTheReferencesAndAreDeterministic() throws {
        for testCase in try StaticSnapshotCase.all() {
            let first = try testCase.snapshot()
            let second = try testCase.snapshot()
            XCTAssertEqual(first.svgs, second.svgs, "\(testCase.name): two runs differ")
            XCTAssertEqual(Set(first.svgs.keys), testCase.pages ?? Set(first.pages.map(\.index)), testCase.name)
            for (index, svg) in first.svgs {
                let name = String(format: "static/%@/page-%04d.svg", testCase.name, index + 1)
                if let mismatch = try Snapshots.mismatch(Data(svg.utf8), name: name) { XCTFail(mismatch) }
            }
        }
    }

    func testEveryDecorationIsDrawnOnWellFormedPages() throws {
        for testCase in try StaticSnapshotCase.all() {
            let snapshot = try testCase.snapshot()
            let expected = Set(try testCase.decorations().groups.flatMap(\.decorations).map(\.id))
            XCTAssertTrue(snapshot.outcomes.allSatisfy { $0.error == nil }, "\(testCase.name): \(snapshot.outcomes.compactMap(\.error))")
            var drawn = Set<String>()
            for (index, svg) in snapshot.svgs.sorted(by: { $0.key < $1.key }) {
                let document = try Document.parseXML(Data(svg.utf8), name: "page-\(index + 1).svg")
                XCTAssertEqual(document.rootElement?.localName, "svg")
                let root = try XCTUnwrap(document.rootElement)
                XCTAssertFalse(root.descendants(named: "text", namespace: "http://www.w3.org/2000/svg").isEmpty,
                               "\(testCase.name) page \(index + 1) has no text")
                drawn.formUnion(Self.decorationIDs(in: root))
            }
            XCTAssertEqual(drawn, expected, testCase.name)
        }
    }

    func testStaticHTMLMatchesTheReferencesAndIsWellFormed() throws {
        for testCase in try StaticSnapshotCase.all() where testCase.keepsHTML {
            let first = try testCase.staticHTML()
            XCTAssertEqual(first, try testCase.staticHTML(), "\(testCase.name): two runs differ")
            let document = try Document.parseXML(first, name: testCase.href)
            let root = try XCTUnwrap(document.rootElement)
            XCTAssertTrue(root.descendants(named: "script", namespace: "http://www.w3.org/1999/xhtml").isEmpty, testCase.name)
            XCTAssertNotNil(document.element(withID: "decor-settings"), testCase.name)
            let expected = Set(try testCase.decorations().groups.flatMap(\.decorations).map(\.id))
            XCTAssertEqual(Self.decorationIDs(in: root), expected, testCase.name)
            let name = "static/\(testCase.name)/\((testCase.href as NSString).lastPathComponent)"
            if let mismatch = try Snapshots.mismatch(StaticSnapshotCase.withoutFontData(first), name: name) { XCTFail(mismatch) }
        }
    }

    private static func decorationIDs(in root: Node) -> Set<String> {
        var ids = Set<String>()
        var current: Node? = root
        while let node = current {
            if let id = node.attribute("data-decoration-id") { ids.insert(id) }
            current = node.nextInDocumentOrder(within: root)
        }
        return ids
    }
}
