import DecorModel
import JSON
import XCTest

final class DecorationsFileTests: XCTestCase {
    private func parse(_ text: String, limits: DecorationsFileLimits = DecorationsFileLimits()) throws -> DecorationsFile {
        try DecorationsFile.parse(Array(text.utf8), limits: limits)
    }

    private func failure(_ text: String, limits: DecorationsFileLimits = DecorationsFileLimits(),
                         file: StaticString = #filePath, line: UInt = #line) -> DecorationsFileError? {
        do {
            _ = try parse(text, limits: limits)
            XCTFail("accepted \(text)", file: file, line: line)
            return nil
        } catch {
            return error as? DecorationsFileError
        }
    }

    /// A file with one group holding one decoration whose members are `members` (JSON text).
    private func oneDecoration(_ members: String, group: String = "g", templates: String = "{}") -> String {
        #"{"groups": {"\#(group)": [{\#(members)}]}, "templates": \#(templates)}"#
    }

    private let locator = #""locator": {"href": "/OPS/c1.xhtml", "text": {"before": "Call me ", "highlight": "Ishmael", "after": "."}}"#

    func testSpecExampleParses() throws {
        let file = try parse("""
            {"groups": {"user-highlights": [
              {"id": "12", "locator": {"href": "chapter_001.xhtml", "type": "application/xhtml+xml",
                "locations": {"cssSelector": "#c001p0002", "progression": 0.1},
                "text": {"before": "Call me ", "highlight": "Ishmael", "after": ". Some years ago"}},
               "style": {"type": "highlight", "tint": "#FFD700", "isActive": false},
               "extras": {"note": "who is he?"}}]},
             "templates": {"sidemark": {"layout": "bounds", "width": "page",
               "element": "<div class=\\"sidemark\\" style=\\"--tint: {{tint}}\\"></div>",
               "stylesheet": ".sidemark { float: left; }"}}}
            """)
        let decoration = try XCTUnwrap(file.group(named: "user-highlights")?.decorations.first)
        XCTAssertEqual(decoration.id, "12")
        XCTAssertEqual(decoration.href, "chapter_001.xhtml")
        XCTAssertEqual(decoration.textQuote, TextQuote(before: "Call me ", highlight: "Ishmael", after: ". Some years ago"))
        XCTAssertEqual(decoration.style.type, .highlight)
        XCTAssertEqual(decoration.style.tint, CSSColor(red: 255, green: 215, blue: 0))
        XCTAssertEqual(decoration.extra("note"), .string("who is he?"))
        XCTAssertEqual(file.templates["sidemark"], TemplateDefinition(
            layout: .bounds, width: .page, element: #"<div class="sidemark" style="--tint: {{tint}}"></div>"#,
            stylesheet: ".sidemark { float: left; }"))
        XCTAssertNil(file.activableGroups)
        XCTAssertTrue(file.isActivable(group: "anything"))
    }

    func testHrefLosesItsLeadingSlash() throws {
        let file = try parse(oneDecoration(#""id": "1", \#(locator), "style": {"type": "underline"}"#))
        XCTAssertEqual(file.groups[0].decorations[0].href, "OPS/c1.xhtml")
    }

    func testBuiltInStylesAndTheirConfiguration() throws {
        let file = try parse(#"""
            {"groups": {"g": [
              {"id": "a", "locator": {"href": "x"}, "style": {"type": "marginIcon", "symbol": "✎", "position": "end"}},
              {"id": "b", "locator": {"href": "x"}, "style": {"type": "marginIcon", "image": "../img/pin.png"}},
              {"id": "c", "locator": {"href": "x"}, "style": {"type": "note", "text": "hello"}},
              {"id": "d", "locator": {"href": "x"}, "style": {"type": "note"}, "extras": {"note": "from extras"}},
              {"id": "e", "locator": {"href": "x"}, "style": {"type": "squiggly", "tint": "red", "isActive": true}},
              {"id": "f", "locator": {"href": "x"}, "style": {"type": "sidemark", "anything": [1]}}]},
             "templates": {"sidemark": {"element": "<div/>"}},
             "activable": ["g"]}
            """#)
        let types = file.groups[0].decorations.map(\.style.type)
        XCTAssertEqual(types, [
            .marginIcon(MarginIcon(content: .symbol("✎"), position: .end)),
            .marginIcon(MarginIcon(content: .image("../img/pin.png"), position: .start)),
            .note(text: "hello"), .note(text: "from extras"), .squiggly, .custom("sidemark"),
        ])
        XCTAssertEqual(file.groups[0].decorations[4].style.isActive, true)
        XCTAssertEqual(file.templates["sidemark"]?.layout, .boxes)
        XCTAssertEqual(file.activableGroups, ["g"])
        XCTAssertFalse(file.isActivable(group: "other"))
    }

    func testBadTintNamesGroupDecorationAndField() throws {
        for tint in [#""red;}</style><script>alert(1)</script>""#, #""url(javascript:alert(1))""#, "12"] {
            let error = try XCTUnwrap(failure(oneDecoration(#""id": "7", \#(locator), "style": {"type": "highlight", "tint": \#(tint)}"#, group: "hl")))
            XCTAssertEqual(error.kind, .invalidTint)
            XCTAssertEqual(error.group, "hl")
            XCTAssertEqual(error.decorationId, "7")
            XCTAssertEqual(error.field, "style.tint")
            XCTAssertTrue(error.message.hasPrefix(#"group "hl", decoration "7", field "style.tint": "#), error.message)
        }
    }

    func testUnknownStyleWithoutTemplate() throws {
        let error = try XCTUnwrap(failure(oneDecoration(#""id": "7", \#(locator), "style": {"type": "sparkle"}"#)))
        XCTAssertEqual(error.kind, .unknownStyle)
        XCTAssertEqual(error.code, "unknownStyle")
        XCTAssertEqual(error.field, "style.type")
    }

    func testDuplicateIdInAGroup() throws {
        let text = #"{"groups": {"g": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}, {"id": "1", "locator": {"href": "b"}, "style": {"type": "underline"}}]}}"#
        let error = try XCTUnwrap(failure(text))
        XCTAssertEqual(error.kind, .duplicateId)
        XCTAssertEqual(error.decorationId, "1")
        XCTAssertEqual(error.group, "g")
    }

    func testSameIdInTwoGroupsIsFine() throws {
        let text = #"{"groups": {"a": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}], "b": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}]}}"#
        XCTAssertEqual(try parse(text).groups.count, 2)
    }

    func testMissingAndInvalidFields() throws {
        let cases: [(String, DecorationsFileError.Kind, String?)] = [
            (#""id": "1", "style": {"type": "highlight"}"#, .missingField, "locator"),
            (#""id": "1", "locator": {"type": "x"}, "style": {"type": "highlight"}"#, .missingField, "locator.href"),
            (#""id": "1", "locator": {"href": "/"}, "style": {"type": "highlight"}"#, .invalidField, "locator.href"),
            (#""id": "1", "locator": {"href": 3}, "style": {"type": "highlight"}"#, .invalidField, "locator.href"),
            (#""id": "1", "locator": "x", "style": {"type": "highlight"}"#, .invalidField, "locator"),
            (#""locator": {"href": "a"}, "style": {"type": "highlight"}"#, .missingField, "id"),
            (#""id": 12, "locator": {"href": "a"}, "style": {"type": "highlight"}"#, .invalidField, "id"),
            (#""id": "", "locator": {"href": "a"}, "style": {"type": "highlight"}"#, .invalidField, "id"),
            (#""id": "1", "locator": {"href": "a"}"#, .missingField, "style"),
            (#""id": "1", "locator": {"href": "a"}, "style": {}"#, .missingField, "style.type"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "highlight", "isActive": "yes"}"#, .invalidField, "style.isActive"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "highlight", "color": "red"}"#, .unknownField, "style.color"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}, "createdAt": 3"#, .unknownField, "createdAt"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}, "extras": []"#, .invalidField, "extras"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "note"}"#, .missingField, "style.text"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "marginIcon"}"#, .missingField, "style.image"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "marginIcon", "symbol": "x", "image": "a.png"}"#, .missingField, "style.image"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "marginIcon", "symbol": "x", "position": "left"}"#, .invalidField, "style.position"),
            (#""id": "1", "locator": {"href": "a"}, "style": {"type": "marginIcon", "symbol": "123456789"}"#, .invalidField, "style.symbol"),
        ]
        for (members, kind, field) in cases {
            let error = try XCTUnwrap(failure(oneDecoration(members)), members)
            XCTAssertEqual(error.kind, kind, members)
            XCTAssertEqual(error.field, field, members)
        }
    }

    func testMarginIconImagesStayInsideThePublication() throws {
        let refused = ["https://tracker.example/p.png", "javascript:alert(1)", "//evil/p.png", "/etc/passwd",
                       "data:image/svg+xml;base64,PHN2Zz4=", "data:text/html;base64,PGI+", "a\"b.png", "a b.png"]
        for image in refused {
            let error = failure(oneDecoration(#""id": "1", "locator": {"href": "a"}, "style": {"type": "marginIcon", "image": \#(JSONWriter().string(.string(image)))}"#))
            XCTAssertEqual(error?.field, "style.image", image)
        }
        for image in ["images/pin.png", "../img/pin.png?v=2", "data:image/png;base64,iVBORw0KGgo="] {
            XCTAssertNoThrow(try parse(oneDecoration(#""id": "1", "locator": {"href": "a"}, "style": {"type": "marginIcon", "image": "\#(image)"}"#)), image)
        }
    }

    func testFileShapeErrors() throws {
        XCTAssertEqual(failure("[]")?.kind, .invalidJSON)
        XCTAssertEqual(failure("{\"groups\": ")?.kind, .invalidJSON)
        XCTAssertEqual(failure("{}")?.field, "groups")
        XCTAssertEqual(failure(#"{"groups": [], "x": 1}"#)?.kind, .unknownField)
        XCTAssertEqual(failure(#"{"groups": []}"#)?.kind, .invalidField)
        XCTAssertEqual(failure(#"{"groups": {"g": {}}}"#)?.group, "g")
        XCTAssertEqual(failure(#"{"groups": {"": []}}"#)?.kind, .invalidField)
        XCTAssertEqual(failure(#"{"groups": {}, "activable": "g"}"#)?.field, "activable")
        XCTAssertEqual(failure(#"{"groups": {}, "activable": [1]}"#)?.field, "activable")
    }

    func testTemplateErrors() throws {
        let cases: [(String, DecorationsFileError.Kind, String?)] = [
            (#"{"bad name": {"element": "<div/>"}}"#, .invalidTemplate, nil),
            (#"{"t": {"layout": "grid", "element": "<div/>"}}"#, .invalidTemplate, "layout"),
            (#"{"t": {"width": "huge", "element": "<div/>"}}"#, .invalidTemplate, "width"),
            (#"{"t": {}}"#, .missingField, "element"),
            (#"{"t": {"element": 3}}"#, .invalidTemplate, "element"),
            (#"{"t": {"element": "<div/>", "script": "x"}}"#, .unknownField, "script"),
            (#"{"t": "x"}"#, .invalidTemplate, nil),
        ]
        for (templates, kind, field) in cases {
            let error = try XCTUnwrap(failure(#"{"groups": {}, "templates": \#(templates)}"#), templates)
            XCTAssertEqual(error.kind, kind, templates)
            XCTAssertEqual(error.field, field, templates)
            XCTAssertNotNil(error.template, templates)
        }
    }

    func testLimits() throws {
        var limits = DecorationsFileLimits()
        limits.maxDecorations = 1
        let two = #"{"groups": {"a": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}], "b": [{"id": "1", "locator": {"href": "a"}, "style": {"type": "highlight"}}]}}"#
        XCTAssertEqual(failure(two, limits: limits)?.kind, .limitExceeded)

        limits = DecorationsFileLimits()
        limits.maxFileBytes = 10
        XCTAssertEqual(failure(#"{"groups": {}}"#, limits: limits)?.kind, .limitExceeded)

        limits = DecorationsFileLimits()
        limits.maxNameBytes = 3
        XCTAssertEqual(failure(oneDecoration(#""id": "1234", "locator": {"href": "a"}, "style": {"type": "highlight"}"#), limits: limits)?.field, "id")

        limits = DecorationsFileLimits()
        limits.maxTemplateBytes = 5
        XCTAssertEqual(failure(#"{"groups": {}, "templates": {"t": {"element": "<div></div>"}}}"#, limits: limits)?.kind, .limitExceeded)

        limits = DecorationsFileLimits()
        limits.maxStringBytes = 4
        XCTAssertEqual(failure(oneDecoration(#""id": "1", "locator": {"href": "abcdefgh"}, "style": {"type": "highlight"}"#), limits: limits)?.kind, .invalidJSON)
    }

    func testMessagesQuoteHostileValuesSafely() throws {
        let id = "x\u{1B}[31m" + String(repeating: "y", count: 200)
        let error = try XCTUnwrap(failure(oneDecoration(#""id": \#(JSONWriter().string(.string(id))), "locator": {"href": "a"}, "style": {"type": "nope"}"#)))
        XCTAssertFalse(error.message.contains("\u{1B}"))
        XCTAssertTrue(error.message.contains("…"))
    }

    func testLoadReportsUnreadableFiles() {
        XCTAssertThrowsError(try DecorationsFile.load(path: "/nonexistent/decorations.json")) { error in
            XCTAssertEqual((error as? DecorationsFileError)?.kind, .unreadableFile)
        }
    }
}
