import DecorModel
import JSON
import XCTest

/// Reading a new group state with the previous one at hand (`DecorationsFile.read(_:reusing:)`) gives what
/// reading it alone gives: unchanged decorations are taken over, changed ones are checked again, and a
/// change of templates checks everything again.
final class ReusedStateTests: XCTestCase {
    private let sidemark = #"{"sidemark": {"element": "<div class=\"s\"></div>"}}"#

    private func file(_ decorations: [String], templates: String = "{}") -> String {
        #"{"groups": {"g": [\#(decorations.joined(separator: ","))]}, "templates": \#(templates)}"#
    }

    private func decoration(_ id: String, tint: String = "#FFD700", type: String = "highlight") -> String {
        #"{"id": "\#(id)", "locator": {"href": "c1.xhtml", "text": {"highlight": "quote \#(id)"}}, "style": {"type": "\#(type)", "tint": "\#(tint)"}}"#
    }

    private func read(_ text: String, reusing previous: DecorationsFile? = nil) throws -> DecorationsFile {
        try DecorationsFile.read(try JSONParser().parse(Array(text.utf8)), reusing: previous)
    }

    func testANewStateReadWithThePreviousOneIsTheSameAsReadAlone() throws {
        let previous = try read(file((0..<50).map { decoration("d\($0)") } + [decoration("m", type: "sidemark")], templates: sidemark))
        let changed = file((0..<50).map { decoration("d\($0)", tint: $0 % 10 == 0 ? "red" : "#FFD700") } + [decoration("n")]
            + [decoration("m", type: "sidemark")], templates: sidemark)
        let reused = try read(changed, reusing: previous)
        XCTAssertEqual(reused, try read(changed))
        XCTAssertEqual(reused.group(named: "g")?.decorations.first?.style.tint, CSSColor(css: "red"))
        XCTAssertEqual(try GroupDiff.changes(group: "g", old: previous.groups[0].decorations, new: reused.groups[0].decorations)
            .flatMap(\.changes).count, 6)
    }

    func testAChangedDecorationIsCheckedAgain() throws {
        let previous = try read(file([decoration("a"), decoration("b")]))
        XCTAssertThrowsError(try read(file([decoration("a"), decoration("b", tint: "not a colour")]), reusing: previous)) { error in
            XCTAssertEqual((error as? DecorationsFileError)?.decorationId, "b")
        }
    }

    func testWithOtherTemplatesAnUnchangedDecorationIsCheckedAgain() throws {
        let previous = try read(file([decoration("m", type: "sidemark")], templates: sidemark))
        XCTAssertThrowsError(try read(file([decoration("m", type: "sidemark")]), reusing: previous)) { error in
            XCTAssertEqual((error as? DecorationsFileError)?.kind, .unknownStyle)
        }
    }

    func testDuplicateIdsAreStillRefused() throws {
        let previous = try read(file([decoration("a")]))
        XCTAssertThrowsError(try read(file([decoration("a"), decoration("a")]), reusing: previous)) { error in
            XCTAssertEqual((error as? DecorationsFileError)?.kind, .duplicateId)
        }
    }
}
