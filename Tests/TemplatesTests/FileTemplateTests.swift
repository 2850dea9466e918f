import DecorModel
@testable import Templates
import XCTest

final class FileTemplateTests: XCTestCase {
    private func compile(_ element: String, stylesheet: String? = nil) throws -> HTMLDecorationTemplate {
        try HTMLDecorationTemplate(name: "t", definition: TemplateDefinition(layout: .bounds, width: .page, element: element, stylesheet: stylesheet))
    }

    private func render(_ element: String, id: String = "12", group: String = "g", style: String = ##"{"type": "t", "tint": "#FFD700"}"##,
                        extras: String = "{}") throws -> String {
        let templates = #"{"t": {"element": "<div/>"}}"#
        let decoration = try TestDecorations.decoration(id: id, style: style, extras: extras, templates: templates)
        return try compile(element).element(DecorationContext(decoration: decoration, group: group))
    }

    private func refusal(_ element: String, stylesheet: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> TemplateError.Kind? {
        do {
            _ = try compile(element, stylesheet: stylesheet)
            XCTFail("accepted \(element) \(stylesheet ?? "")", file: file, line: line)
            return nil
        } catch {
            return (error as? TemplateError)?.kind
        }
    }

    func testSpecExampleTemplate() throws {
        let template = try compile(#"<div class="sidemark" style="--tint: {{tint}}"></div>"#,
                                   stylesheet: ".sidemark { float: left; width: 5px; height: 100%; background-color: var(--tint); margin-left: 20px; border-radius: 3px; }")
        XCTAssertEqual(template.layout, .bounds)
        XCTAssertEqual(template.width, .page)
        let decoration = try TestDecorations.decoration(style: ##"{"type": "sidemark", "tint": "#FFD700"}"##,
                                                        templates: #"{"sidemark": {"element": "<div/>"}}"#)
        XCTAssertEqual(template.element(DecorationContext(decoration: decoration, group: "g")),
                       #"<div class="sidemark" style="--tint: rgba(255, 215, 0, 1)"></div>"#)
    }

    func testTextContextEscapesMarkup() throws {
        XCTAssertEqual(try render("<span>{{id}} in {{group}}</span>", id: "<script>alert(1)</script>&amp;", group: "a\"b"),
                       "<span>&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp; in a\"b</span>")
    }

    func testAttributeContextEscapesQuotesAndMarkup() throws {
        XCTAssertEqual(try render(#"<span title="{{extras.note}}" data-x='{{id}}'/>"#, id: "it's", extras: #"{"note": "\"><img src=x onerror=alert(1)>\n"}"#),
                       #"<span title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&#10;" data-x='it&#39;s'/>"#)
    }

    func testControlCharactersBecomeReplacementCharacters() throws {
        XCTAssertEqual(try render("<b>{{extras.x}}</b>", extras: #"{"x": "a\u0001b\u0000"}"#), "<b>a\u{FFFD}b\u{FFFD}</b>")
    }

    func testCSSValueContextQuotesTextAndWritesColoursAndNumbers() throws {
        let element = #"<div style="--tint: {{tint}}; --label: {{extras.label}}; --size: {{extras.size}}; --id: {{id}}"/>"#
        let output = try render(element, id: "x;}</style>", extras: #"{"label": "red; background: url(javascript:alert(1))", "size": 12.5}"#)
        // The CSS string's quotes are then escaped for the attribute (the browser decodes them before CSS sees them).
        XCTAssertEqual(output, #"<div style="--tint: rgba(255, 215, 0, 1); --label: &quot;red\3b  background\3a  url\28 javascript\3a alert\28 1\29 \29 &quot;; --size: 12.5; --id: &quot;x\3b \7d \3c \2f style\3e &quot;"/>"#)
    }

    func testCSSStringContextEscapesEverythingThatCouldEndIt() throws {
        let output = try render(#"<div style="content: '{{extras.q}}'"/>"#, extras: #"{"q": "'\\\n\"<"}"#)
        XCTAssertEqual(output, #"<div style="content: '\27 \5c \a \22 \3c '"/>"#)
    }

    func testHostileTintsNeverReachTheTemplate() {
        XCTAssertThrowsError(try TestDecorations.decoration(style: #"{"type": "t", "tint": "red;}</style><script>"}"#,
                                                            templates: #"{"t": {"element": "<div/>"}}"#))
    }

    func testExtrasOfEveryJSONType() throws {
        let extras = #"{"b": true, "n": null, "o": {"k": "<v>"}, "a": [1]}"#
        XCTAssertEqual(try render("<p>{{extras.b}}|{{extras.n}}|{{extras.o}}|{{extras.a}}|{{extras.missing}}</p>", extras: extras),
                       #"<p>true||{"k":"&lt;v&gt;"}|[1]|</p>"#)
    }

    func testPlaceholdersInUnsafeContextsAreRefused() {
        let unsafe = [
            "<{{id}}/>", "<div {{id}}=\"x\"/>", "<div title={{id}}/>", "<div><!-- {{id}} --></div>",
            "<a href=\"{{extras.url}}\">x</a>", "<img src=\"{{id}}\"/>", "<svg><a xlink:href=\"{{id}}\"/></svg>",
            "<div xmlns:x=\"{{id}}\"/>", "<div style=\"{{id}}: red\"/>", "<div style=\"color: red; {{id}}\"/>",
            "<div style=\"background: rgb({{extras.r}}, 0, 0)\"/>", "<div style=\"/* {{id}} */\"/>",
        ]
        for element in unsafe {
            XCTAssertEqual(refusal(element), .unsafePlaceholder, element)
        }
    }

    func testForbiddenMarkupIsRefused() {
        let forbidden = [
            "<div><script>alert(1)</script></div>", "<div onclick=\"alert(1)\"/>", "<div ONMOUSEOVER='x'/>",
            "<a href=\"javascript:alert(1)\">x</a>", "<a href=\"java&#9;script:alert(1)\">x</a>", "<a href=\" javascript:x\">x</a>",
            "<img src=\"https://tracker.example/p.png\"/>", "<img src=\"//evil/p.png\"/>", "<iframe/>", "<svg><script/></svg>",
            "<style>p{}</style>", "<!DOCTYPE x [<!ENTITY a 'b'>]><div/>", "<div><![CDATA[x]]></div>", "<?xml-stylesheet href='x'?><div/>",
            "<div style=\"background: url(https://x/p.png)\"/>", "<div style=\"background: \\75 rl(x)\"/>",
            "<div style=\"width: expression(alert(1))\"/>", "<div style=\"color: red &amp; blue\"/>", "<svg><animate attributeName=\"href\"/></svg>",
            "<object data=\"x\"/>", "<div style=\"color: red } p { color: blue\"/>",
        ]
        for element in forbidden {
            XCTAssertEqual(refusal(element), .forbiddenContent, element)
        }
    }

    func testSafeURLsAreAccepted() throws {
        XCTAssertNoThrow(try compile(##"<a href="#note-1"><img src="../images/pin.png" alt=""/></a>"##))
        XCTAssertNoThrow(try compile(#"<img src="data:image/png;base64,iVBORw0KGgo=" alt=""/>"#))
    }

    func testUnknownPlaceholdersAreRefused() {
        XCTAssertEqual(refusal("<p>{{href}}</p>"), .unknownPlaceholder)
        XCTAssertEqual(refusal("<p>{{extras.}}</p>"), .unknownPlaceholder)
        XCTAssertEqual(refusal("<p>{{id</p>"), .unknownPlaceholder)
        XCTAssertEqual(refusal("<p>{{extras.a b}}</p>"), .unknownPlaceholder)
    }

    func testMarkupMustBeOneWellFormedElement() {
        for element in ["<div>", "<div></span>", "<div/><div/>", "text <div/>", "<div a=\"1\" a=\"2\"/>", "<p>&nbsp;</p>", "", "<div>{{id}</div>"] {
            XCTAssertNotNil(refusal(element), element)
        }
        XCTAssertNoThrow(try compile("  <div><span>&amp;&#x2713;</span></div>\n"))
    }

    func testStylesheetsAreCheckedAndTakeNoPlaceholders() {
        XCTAssertEqual(refusal("<div/>", stylesheet: ".x { color: {{tint}}; }"), .unsafePlaceholder)
        XCTAssertEqual(refusal("<div/>", stylesheet: "@import 'x.css';"), .forbiddenContent)
        XCTAssertEqual(refusal("<div/>", stylesheet: ".x { background: url(x.png) }"), .forbiddenContent)
        XCTAssertEqual(refusal("<div/>", stylesheet: ".x { color: red; } </style><script>alert(1)</script>"), .forbiddenContent)
        XCTAssertEqual(refusal("<div/>", stylesheet: ".x { color: red;"), .forbiddenContent)
        XCTAssertEqual(refusal("<div/>", stylesheet: ".x { content: 'a"), .forbiddenContent)
        XCTAssertEqual(refusal("<div/>", stylesheet: "@font-face { font-family: x; }"), .forbiddenContent)
        XCTAssertNoThrow(try compile("<div/>", stylesheet: """
            @media (min-width: 600px) { .x > .y:hover { content: "\\201C"; color: var(--tint); } }
            .z { transform: rotate(3deg); } /* done */
            """))
    }
}
