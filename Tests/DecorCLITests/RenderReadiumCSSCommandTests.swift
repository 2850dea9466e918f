import Foundation
import XCTest

/// `decor render --live --readium-css DIR --setting NAME=VALUE`: the decorated pages carry ReadiumCSS as
/// decor's layout applied it — the variant's `before` and `after` sheets linked around the page's own and
/// the reader's settings on `<html style>` — so that a browser opening them shows what decor laid out.
final class RenderReadiumCSSCommandTests: XCTestCase {
    private var folder: ScratchFolder!
    private let book = DecorProcess.fixture("epub/kusamakura-japanese-vertical-writing-nomo.epub")
    private static let readiumCSS = DecorProcess.packageRoot.appendingPathComponent("Tests/Fixtures/readium-css")
    private static let chapter = "OPS/xhtml/一.xhtml"

    override func setUpWithError() throws {
        folder = try ScratchFolder("decor-render-readium")
    }

    override func tearDownWithError() throws {
        try folder.remove()
    }

    /// Renders the book live with ReadiumCSS paginated at `fontSize=110%`; returns the output folder.
    private func render() throws -> URL {
        let decorations = try folder.write("decorations.json", """
            {"groups": {"hl": [{"id": "1", "locator": {"href": "\(Self.chapter)", "text": {"highlight": "山路"}}, \
            "style": {"type": "highlight"}}]}}
            """)
        let out = folder.url.appendingPathComponent("out")
        let outcome = try DecorProcess.run(["render", book, "--decorations", decorations, "--out", out.path, "--live",
                                            "--mode", "paginate", "--no-font-override",
                                            "--readium-css", Self.readiumCSS.path, "--setting", "fontSize=110%"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr + outcome.stdoutText)
        return out
    }

    func testTheLivePageLinksTheVariantsSheetsAroundItsOwnAndCarriesTheSettings() throws {
        let page = try String(contentsOf: try render().appendingPathComponent(Self.chapter), encoding: .utf8)
        let before = try XCTUnwrap(page.range(of: #"<link rel="stylesheet" type="text/css" href="../../decor-readium-css/cjk-vertical/ReadiumCSS-before.css"/>"#))
        let own = try XCTUnwrap(page.range(of: "../css/vertical.css"))
        let after = try XCTUnwrap(page.range(of: #"href="../../decor-readium-css/cjk-vertical/ReadiumCSS-after.css""#))
        XCTAssertLessThan(before.lowerBound, own.lowerBound, "before goes first in <head>")
        XCTAssertLessThan(own.lowerBound, after.lowerBound, "after goes after the page's own styles")
        XCTAssertFalse(page.contains("ReadiumCSS-default.css"), "a page with styles of its own gets no default sheet")
        XCTAssertLessThan(after.lowerBound, try XCTUnwrap(page.range(of: "</head>")).lowerBound)
        XCTAssertTrue(page.contains(#"style="--USER__view: readium-paged-on; --USER__fontSize: 110%;""#))
    }

    /// A page with no decoration shows as the reader shows it too: the same sheets and settings, the
    /// vertical CJK variant from the publication's right-to-left progression (there is no layout of it to
    /// ask), and its text as it was.
    func testAnUndecoratedPageCarriesReadiumCSSToo() throws {
        let out = try render()
        let page = try String(contentsOf: out.appendingPathComponent("OPS/xhtml/二.xhtml"), encoding: .utf8)
        let before = try XCTUnwrap(page.range(of: #"href="../../decor-readium-css/cjk-vertical/ReadiumCSS-before.css""#))
        let after = try XCTUnwrap(page.range(of: #"href="../../decor-readium-css/cjk-vertical/ReadiumCSS-after.css""#))
        XCTAssertLessThan(before.lowerBound, try XCTUnwrap(page.range(of: "../css/vertical.css")).lowerBound)
        XCTAssertLessThan(after.lowerBound, try XCTUnwrap(page.range(of: "</head>")).lowerBound)
        XCTAssertTrue(page.contains(#"style="--USER__view: readium-paged-on; --USER__fontSize: 110%;""#))
        let original = try DecorProcess.run(["cat", book, "OPS/xhtml/二.xhtml"]).stdoutText
        XCTAssertEqual(page.components(separatedBy: "<script").count, original.components(separatedBy: "<script").count,
                       "an undecorated page gets no runtime")
        let text = { (markup: String) in markup.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .filter { !$0.isWhitespace } }
        XCTAssertEqual(text(page), text(original))
    }

    /// The sheets are copied beside the pages, so the output folder can move or be served: every variant's
    /// sheets of the user's folder, byte for byte, and nothing of that folder is linked.
    func testTheOutputHoldsTheSheetsThePagesLink() throws {
        let out = try render()
        for path in ["ReadiumCSS-before.css", "ReadiumCSS-default.css", "rtl/ReadiumCSS-after.css",
                     "cjk-horizontal/ReadiumCSS-before.css", "cjk-vertical/ReadiumCSS-after.css"] {
            XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("decor-readium-css/" + path)),
                           try Data(contentsOf: Self.readiumCSS.appendingPathComponent(path)), path)
        }
        let page = try String(contentsOf: out.appendingPathComponent(Self.chapter), encoding: .utf8)
        XCTAssertFalse(page.contains(Self.readiumCSS.path), "the user's own folder is never linked")
        let report = try String(contentsOf: out.appendingPathComponent("report.json"), encoding: .utf8)
        XCTAssertFalse(report.contains("decor-readium-css"), "the sheets are not resources of the publication")
    }

    /// Chromium lays the live page out, with nothing injected, exactly as decor's browser engine lays the
    /// book's own page out with ReadiumCSS and the settings injected: the rects decor's layout is held to.
    func testChromiumShowsTheLivePageAsDecorsLayoutInjectedIt() throws {
        let out = try render()
        let cat = try DecorProcess.run(["cat", book, Self.chapter])
        XCTAssertEqual(cat.status, 0, cat.stderr)
        let plain = out.appendingPathComponent("OPS/xhtml/plain.xhtml")
        try cat.stdout.write(to: plain)
        let ranges = try folder.write("ranges.json", """
            [{"id": "a", "chars": [12, 40]}, {"id": "b", "chars": [700, 760]}, {"id": "c", "chars": [3000, 3100]}]
            """)
        func rects(_ document: String, _ extra: [String]) throws -> [[Double]] {
            let outcome = try DecorProcess.run(["layout", document, "--ranges", ranges, "--engine", "browser",
                                                "--mode", "paginate", "--no-font-override"] + extra)
            XCTAssertEqual(outcome.status, 0, outcome.stderr)
            let layout = try XCTUnwrap((try outcome.json()["layouts"] as? [[String: Any]])?.first)
            return try XCTUnwrap(layout["ranges"] as? [[String: Any]]).flatMap { range in
                ((range["text_rects"] as? [[String: Any]]) ?? []).map { rect in
                    ["x", "y", "width", "height"].map { (rect[$0] as? Double) ?? .nan }
                }
            }
        }
        let live = try rects(out.appendingPathComponent(Self.chapter).path, [])
        let injected = try rects(plain.path, ["--readium-css", Self.readiumCSS.path, "--setting", "fontSize=110%"])
        XCTAssertGreaterThan(live.count, 3)
        XCTAssertEqual(live, injected)
    }
}
