import DecorModel
import JSON
import XCTest

/// Reading a file with `InvalidDecorationPolicy.setAside`: unusable decorations are set aside with where
/// and why, the others are read; problems of the file itself still refuse it.
final class InvalidDecorationTests: XCTestCase {
    private func parse(_ text: String) throws -> DecorationsFile {
        try DecorationsFile.parse(Array(text.utf8), invalidDecorations: .setAside)
    }

    private let good = #"{"id": "ok", "locator": {"href": "c.xhtml", "text": {"highlight": "x"}}, "style": {"type": "highlight"}}"#

    func testUnusableDecorationsAreSetAsideInFileOrder() throws {
        let file = try parse("""
            {"groups": {"g": [
              {"id": "tint", "locator": {"href": "c.xhtml"}, "style": {"type": "highlight", "tint": "red; x: y"}},
              \(good),
              {"locator": {"href": "d.xhtml"}, "style": {"type": "highlight"}},
              "not an object",
              {"id": "style", "locator": {"href": "c.xhtml"}, "style": {"type": "nope"}},
              {"id": "field", "locator": {"href": "c.xhtml"}, "style": {"type": "highlight"}, "colour": "red"}
            ], "h": [\(good)]}}
            """)
        XCTAssertEqual(file.groups.map { $0.decorations.map(\.id) }, [["ok"], ["ok"]])
        XCTAssertEqual(file.invalidDecorations.map(\.index), [0, 2, 3, 4, 5])
        XCTAssertEqual(file.invalidDecorations.map(\.id), ["tint", nil, nil, "style", "field"])
        XCTAssertEqual(file.invalidDecorations.map(\.href), ["c.xhtml", "d.xhtml", nil, "c.xhtml", "c.xhtml"])
        XCTAssertEqual(file.invalidDecorations.map(\.error.kind), [.invalidTint, .missingField, .invalidField, .unknownStyle, .unknownField])
        XCTAssertEqual(file.invalidDecorations[0].error.message, #"group "g", decoration "tint", field "style.tint": "red; x: y" is not a CSS colour"#)
        XCTAssertTrue(file.invalidDecorations[1].error.message.hasPrefix(#"group "g", decoration at index 2, field "id""#), file.invalidDecorations[1].error.message)
    }

    func testTheDefaultPolicyRefusesTheFileNamingThePosition() {
        XCTAssertThrowsError(try DecorationsFile.parse(Array(#"{"groups": {"g": [\#(good), {"locator": {"href": "c"}}]}}"#.utf8))) { error in
            XCTAssertEqual((error as? DecorationsFileError)?.decorationIndex, 1)
            XCTAssertEqual((error as? DecorationsFileError)?.kind, .missingField)
        }
    }

    func testDuplicateIdsStillRefuseTheFileEvenWhenOneIsRejected() {
        let text = #"{"groups": {"g": [\#(good), {"id": "ok", "locator": {"href": "c"}, "style": {"type": "highlight", "tint": "nope"}}]}}"#
        XCTAssertThrowsError(try parse(text)) { error in
            XCTAssertEqual((error as? DecorationsFileError)?.kind, .duplicateId)
            XCTAssertEqual((error as? DecorationsFileError)?.decorationId, "ok")
        }
    }

    func testFileLevelProblemsStillRefuseTheFile() {
        for (text, kind) in [
            ("[]", DecorationsFileError.Kind.invalidJSON),
            (#"{"groups": {"g": {}}}"#, .invalidField),
            (#"{"groups": {}, "templates": {"t": {"layout": "nope", "width": "wrap", "element": "<div/>"}}}"#, .invalidTemplate),
            (#"{"groups": {}, "extra": 1}"#, .unknownField),
        ] {
            XCTAssertThrowsError(try parse(text), text) { error in
                XCTAssertEqual((error as? DecorationsFileError)?.kind, kind, text)
            }
        }
    }
}
