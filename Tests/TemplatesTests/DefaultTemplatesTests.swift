import DecorModel
@testable import Templates
import XCTest

final class DefaultTemplatesTests: XCTestCase {
    private func element(_ style: String, extras: String = "{}") throws -> String {
        let decoration = try TestDecorations.decoration(style: style, extras: extras)
        return try StyleTemplates().template(for: decoration.style).element(DecorationContext(decoration: decoration, group: "g"))
    }

    func testHighlightIsAFillInTheTintAtAlphaPointThree() throws {
        XCTAssertEqual(try element(##"{"type": "highlight", "tint": "#FFD700"}"##),
                       #"<div class="r2-highlight decor-fill" style="--decor-tint: rgba(255, 215, 0, 1); --decor-fill: rgba(255, 215, 0, 0.3)"/>"#)
        XCTAssertEqual(try element(#"{"type": "highlight"}"#),
                       #"<div class="r2-highlight decor-fill" style="--decor-tint: rgba(255, 255, 0, 1); --decor-fill: rgba(255, 255, 0, 0.3)"/>"#)
    }

    func testActiveStylesAddTheOtherTreatment() throws {
        XCTAssertTrue(try element(#"{"type": "highlight", "isActive": true}"#).contains(#"class="r2-highlight decor-fill decor-line""#))
        XCTAssertTrue(try element(#"{"type": "underline"}"#).contains(#"class="r2-underline decor-line""#))
        XCTAssertTrue(try element(#"{"type": "underline", "isActive": true}"#).contains(#"class="r2-underline decor-line decor-fill""#))
    }

    func testUnderlineMovesToTheLeftOrRightEdgeInVerticalWriting() throws {
        let stylesheet = try XCTUnwrap(DefaultTemplates.underline.stylesheet)
        XCTAssertTrue(stylesheet.contains(".r2-underline.decor-line { border-bottom: 2px solid var(--decor-tint); }"))
        XCTAssertTrue(stylesheet.contains(#".r2-underline.decor-line[data-writing-mode="vertical-rl"] { border-bottom: 0; border-left: 2px solid var(--decor-tint); }"#))
        XCTAssertTrue(stylesheet.contains(#".r2-underline.decor-line[data-writing-mode="vertical-lr"] { border-bottom: 0; border-right: 2px solid var(--decor-tint); }"#))
        XCTAssertTrue(try XCTUnwrap(DefaultTemplates.highlight.stylesheet).contains("border-radius: 3px"))
    }

    func testLayoutsOfTheDefaults() {
        for template in [DefaultTemplates.highlight, DefaultTemplates.underline, DefaultTemplates.strikethrough, DefaultTemplates.outline, DefaultTemplates.squiggly] {
            XCTAssertEqual(template.layout, .boxes)
            XCTAssertEqual(template.width, .wrap)
        }
        XCTAssertEqual(DefaultTemplates.marginIcon.layout, .bounds)
        XCTAssertEqual(DefaultTemplates.marginIcon.width, .page)
        XCTAssertEqual(DefaultTemplates.note.layout, .bounds)
    }

    func testMarginIconAndNoteEscapeTheirContent() throws {
        XCTAssertEqual(try element(#"{"type": "marginIcon", "symbol": "<&>", "position": "end"}"#),
                       #"<div class="decor-margin-icon" data-position="end" style="--decor-tint: rgba(255, 255, 0, 1); --decor-fill: rgba(255, 255, 0, 0.3)"><span class="decor-margin-symbol">&lt;&amp;&gt;</span></div>"#)
        XCTAssertTrue(try element(#"{"type": "marginIcon", "image": "../img/a.png?x=1"}"#).contains(#"<img class="decor-margin-image" src="../img/a.png?x=1" alt=""/>"#))
        XCTAssertTrue(try element(#"{"type": "note"}"#, extras: #"{"note": "</div><script>alert(1)</script>"}"#)
            .contains(#"<div class="decor-note-bubble">&lt;/div&gt;&lt;script&gt;alert(1)&lt;/script&gt;</div>"#))
    }

    func testEveryDefaultElementIsOneWellFormedElement() throws {
        let styles = [#"{"type": "highlight"}"#, #"{"type": "underline"}"#, #"{"type": "strikethrough"}"#, #"{"type": "outline"}"#,
                      #"{"type": "squiggly"}"#, #"{"type": "marginIcon", "symbol": "✎"}"#, #"{"type": "note", "text": "a & b"}"#]
        for style in styles {
            XCTAssertNoThrow(try ElementMarkup.parse(try element(style), template: style), style)
        }
    }

    func testStyleTemplatesPreferTheFilesTemplates() throws {
        let file = try TestDecorations.file(#"{"groups": {}, "templates": {"highlight": {"layout": "bounds", "element": "<p class=\"mine\"/>"}, "side": {"element": "<div/>"}}}"#)
        let templates = try StyleTemplates(file: file)
        XCTAssertEqual(try templates.template(for: Style(type: .highlight)).layout, .bounds)
        XCTAssertEqual(try templates.template(for: Style(type: .underline)).layout, .boxes)
        XCTAssertTrue(templates.supports(Style(type: .custom("side"))))
        XCTAssertFalse(StyleTemplates().supports(Style(type: .custom("side"))))
        XCTAssertThrowsError(try StyleTemplates().template(for: Style(type: .custom("side"))))
    }

    func testStyleTemplatesReportTheFirstBadTemplate() throws {
        let file = try TestDecorations.file(#"{"groups": {}, "templates": {"bad": {"element": "<div onclick=\"x\"/>"}}}"#)
        XCTAssertThrowsError(try StyleTemplates(file: file)) { error in
            XCTAssertEqual((error as? TemplateError)?.template, "bad")
            XCTAssertEqual((error as? TemplateError)?.code, "invalidTemplate")
        }
    }
}
