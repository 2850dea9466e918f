import DecorEngine
import Foundation
import XCTest

/// Hostile decorations — ids, group names, tints, extras, template strings and locator text that would
/// run script or break out of their CSS declaration if anything were not escaped — rendered into
/// moby-dick's chapter 1 and loaded in headless Chromium: nothing may run, no CSS may escape, and the
/// runtime must still draw every decoration. Each payload would set `window.__pwned` if it got through.
final class RenderSecurityBrowserTests: XCTestCase {
    static let hostileFile = """
        {"groups": {
          "\\"><script>window.__pwned='group'</script>": [
            {"id": "\\"><img src=x onerror=\\"window.__pwned='id'\\">", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Call me Ishmael"}},
             "style": {"type": "highlight", "tint": "rgb(255 0 0 / 50%)"}},
            {"id": "</script><script>window.__pwned='data-block'</script>", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Some years ago"}},
             "style": {"type": "note", "text": "</div><script>window.__pwned='note'</script><img src=x onerror=\\"window.__pwned='note-img'\\">"}},
            {"id": "icon", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "little or no money"}},
             "style": {"type": "marginIcon", "symbol": "</span>"}}
          ],
          "</style><script>window.__pwned='style-end'</script>": [
            {"id": "evil-1", "locator": {"href": "OPS/chapter_001.xhtml",
              "text": {"before": "<script>window.__pwned='before'</script>", "highlight": "driving off the spleen", "after": "\\"><svg onload=\\"window.__pwned='after'\\">"}},
             "style": {"type": "evil", "tint": "hsl(120deg 50% 50%)"},
             "extras": {"x": "\\"; background:url(javascript:window.__pwned='extra-url'); x:\\"", "y": "expression(window.__pwned='expression')",
                        "z": "</style><script>window.__pwned='extra-text'</script>", "w": "red;background-image:url(data:image/png;base64,AAAA)"}},
            {"id": "{{extras.x}}", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "<script>window.__pwned='quote'</script>"}},
             "style": {"type": "highlight"}}
          ]
        },
        "templates": {
          "evil": {"layout": "boxes", "width": "wrap",
                   "element": "<div class=\\"evil\\" title=\\"{{extras.z}}\\" data-x=\\"{{extras.x}}\\" style=\\"--x: {{extras.x}}; --y: {{extras.y}}; color: {{extras.w}}; --z: '{{extras.z}}'\\">{{extras.z}} {{id}} {{group}}</div>",
                   "stylesheet": ".evil { outline: 1px solid currentColor; }"}
        }}
        """

    private var session: ChromiumSession!
    /// The rendered publication the test loads its chapter from.
    private var folder: URL!
    private var temporaryFolders: [URL] = []

    override func setUpWithError() throws {
        session = try ChromiumSession()
        folder = try RenderSamples.render(file: Self.hostileFile).0
        temporaryFolders.append(folder.deletingLastPathComponent())
    }

    override func tearDown() {
        session?.close()
        for temporary in temporaryFolders { try? FileManager.default.removeItem(at: temporary) }
    }

    private func load(_ page: ChromiumPage, _ href: String) throws -> DecoratedPage {
        try page.send("Page.addScriptToEvaluateOnNewDocument", ["source": .string(Self.recorder)])
        try page.navigate(to: folder.appendingPathComponent(href))
        let decorated = DecoratedPage(page: page)
        try decorated.settle()
        return decorated
    }

    /// Installed before the page's own scripts: records CSP violations.
    private static let recorder = """
        window.__violations = [];
        document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.effectiveDirective));
        """

    func testNothingHostileRunsOrEscapesItsDeclaration() throws {
        let page = try session.openPage(viewport: try Viewport(width: 600, height: 800))
        try assertNothingRanOrEscaped(try load(page, RenderSamples.chapter1))
    }

    /// The same payloads in an HTML (not XHTML) chapter, which the writer serializes as HTML: script and
    /// style text raw, the data block's markup characters escaped inside the JSON.
    func testNothingHostileRunsInAnHTMLChapter() throws {
        let publication = try RenderSamples.explodedPublication(chapter: "chapter.html", mediaType: "text/html", content: Self.htmlChapter)
        temporaryFolders.append(publication)
        let file = Self.hostileFile.replacingOccurrences(of: RenderSamples.chapter1, with: "OPS/chapter.html")
        let book = publication.appendingPathComponent("book")
        let renderer = try PublicationRenderer(publication: try PublicationOpener(protections: []).open(path: book.path, options: OpeningOptions()),
                                               decorations: try RenderSamples.file(file), options: RenderOptions(settings: LayoutSettings()))
        let html = publication.appendingPathComponent("rendered")
        _ = try renderer.render(into: try OutputDirectory(root: html, input: book, paths: renderer.outputPaths))
        folder = html
        let written = try String(contentsOf: html.appendingPathComponent("OPS/chapter.html"), encoding: .utf8)
        XCTAssertFalse(written.contains("<?xml"), "an HTML chapter is written as HTML")
        let page = try session.openPage(viewport: try Viewport(width: 600, height: 800))
        try assertNothingRanOrEscaped(try load(page, "OPS/chapter.html"))
    }

    static let htmlChapter = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Loomings</title></head>
        <body>
        <h1>Chapter 1. Loomings.</h1>
        <p>Call me Ishmael. Some years ago—never mind how long precisely—having little or no money in my purse,
        and nothing particular to interest me on shore, I thought I would sail about a little and see the watery
        part of the world.<br>It is a way I have of driving off the spleen and regulating the circulation.
        <p>Whenever I find myself growing grim about the mouth; whenever it is a damp, drizzly November in my soul.
        </body></html>
        """

    private func assertNothingRanOrEscaped(_ decorated: DecoratedPage) throws {
        let page = decorated.page
        XCTAssertEqual(try page.evaluate("typeof window.__pwned"), "undefined")
        let failures = session.takeEvents(sessionID: page.sessionID).filter { event in
            event.method == "Runtime.exceptionThrown" || event.method == "Page.javascriptDialogOpening"
                || (event.method == "Runtime.consoleAPICalled" && event.params["type"]?.stringValue == "error")
        }
        XCTAssertEqual(failures.map(\.method), [], "\(failures.map(\.params))")

        // Every decoration that could be drawn is drawn, on its text; the quote made of markup matches nothing.
        let measurements = try decorated.measurements()
        XCTAssertEqual(measurements.count, 4)
        for measurement in measurements where measurement.width == "wrap" && measurement.layout == "boxes" {
            XCTAssertGreaterThanOrEqual(RectSetOverlap.intersectionOverUnion(measurement.boxes, measurement.text), 0.9, measurement.id)
        }

        // No element or attribute came out of a value: only decor's two scripts, no handlers, no images.
        let census = try XCTUnwrap(page.evaluate("""
            JSON.stringify({
              scripts: document.scripts.length,
              handlers: Array.from(document.querySelectorAll('*')).filter((e) => Array.from(e.attributes).some((a) => a.name.startsWith('on'))).length,
              images: document.querySelectorAll('[id^="r2-decoration-"] img, [id^="r2-decoration-"] svg').length,
              styles: document.querySelectorAll('style').length,
              groups: Array.from(document.querySelectorAll('div[data-group]'), (e) => e.getAttribute('data-group')),
              ids: Array.from(document.querySelectorAll('[data-decoration-id]'), (e) => e.getAttribute('data-decoration-id')),
            })
            """).stringValue)
        let facts = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(census.utf8)) as? [String: Any])
        XCTAssertEqual(facts["scripts"] as? Int, 2)
        XCTAssertEqual(facts["handlers"] as? Int, 0)
        XCTAssertEqual(facts["images"] as? Int, 0)
        XCTAssertEqual(facts["styles"] as? Int, 1)
        XCTAssertEqual(facts["groups"] as? [String], [#""><script>window.__pwned='group'</script>"#, "</style><script>window.__pwned='style-end'</script>"])
        XCTAssertEqual((facts["ids"] as? [String])?.first, #""><img src=x onerror="window.__pwned='id'">"#)

        // The template's values stayed inside their declarations: custom properties hold strings, the
        // colour that smuggled a second declaration is dropped whole, nothing got a background image.
        let evil = try XCTUnwrap(page.evaluate("""
            (() => {
              const box = document.querySelector('[data-decoration-id="evil-1"] > .evil');
              const style = getComputedStyle(box);
              return JSON.stringify({
                x: style.getPropertyValue('--x').trim(), y: style.getPropertyValue('--y').trim(),
                background: style.backgroundImage, color: style.color, position: style.position,
                text: box.textContent, title: box.getAttribute('title'),
                rules: Array.from(document.querySelector('style').sheet.cssRules, (rule) => rule.selectorText),
              });
            })()
            """).stringValue)
        let values = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(evil.utf8)) as? [String: Any])
        XCTAssertEqual(values["background"] as? String, "none")
        XCTAssertEqual(values["position"] as? String, "absolute")
        XCTAssertEqual(values["color"] as? String, "rgb(0, 0, 0)", "a colour with a second declaration must not apply")
        XCTAssertTrue((values["x"] as? String)?.hasPrefix("\"") == true, "\(values["x"] ?? "")")
        XCTAssertTrue((values["y"] as? String)?.hasPrefix("\"") == true, "\(values["y"] ?? "")")
        XCTAssertEqual(values["title"] as? String, "</style><script>window.__pwned='extra-text'</script>")
        XCTAssertTrue((values["text"] as? String)?.hasPrefix("</style><script>") == true)
        let rules = try XCTUnwrap(values["rules"] as? [String])
        XCTAssertFalse(rules.contains { $0.contains("script") || $0.contains("pwned") }, "\(rules)")
    }

    func testTheRuntimeWorksUnderAStrictContentSecurityPolicyWithANonce() throws {
        let nonce = "ZGVjb3ItdGVzdA=="
        let (strict, _) = try RenderSamples.render(options: RenderOptions(settings: LayoutSettings(), nonce: CSPNonce(nonce)))
        temporaryFolders.append(strict.deletingLastPathComponent())
        let chapter = strict.appendingPathComponent(RenderSamples.chapter1)
        let policy = "default-src 'none'; script-src 'nonce-\(nonce)'; style-src 'nonce-\(nonce)'"
        let text = try String(contentsOf: chapter, encoding: .utf8)
        try text.replacingOccurrences(of: "<head>", with: #"<head><meta http-equiv="Content-Security-Policy" content="\#(policy)"/>"#)
            .write(to: chapter, atomically: true, encoding: .utf8)
        folder = strict
        let page = try session.openPage(viewport: try Viewport(width: 600, height: 800))
        let decorated = try load(page, RenderSamples.chapter1)
        let violations = try XCTUnwrap(page.evaluate("JSON.stringify(window.__violations)").stringValue)
        XCTAssertFalse(violations.contains("script-src"), violations)
        for measurement in try decorated.measurements() where measurement.width == "wrap" {
            XCTAssertGreaterThanOrEqual(RectSetOverlap.intersectionOverUnion(measurement.boxes, measurement.text), 0.9, measurement.id)
        }
        // Tints and pointer-events come through the nonce'd stylesheet and the CSSOM, not blocked style attributes.
        XCTAssertEqual(try page.evaluate("getComputedStyle(document.querySelector('#r2-decoration-0-0 > div')).backgroundColor"),
                       "rgba(255, 215, 0, 0.3)")
        XCTAssertEqual(try page.evaluate("getComputedStyle(document.getElementById('r2-decoration-0')).pointerEvents"), "none")
        try decorated.recordEvents()
        let box = try XCTUnwrap(try decorated.measurements().first { $0.id == "h1" }?.boxes.first)
        let point = try decorated.bringIntoView(x: box.centerX, y: box.centerY)
        try decorated.click(x: point.x, y: point.y)
        XCTAssertEqual(try decorated.events().map(\.id), ["h1"])
    }
}
