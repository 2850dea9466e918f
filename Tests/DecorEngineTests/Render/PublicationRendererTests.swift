import DecorEngine
import Foundation
import TestFixtures
import XCTest

final class PublicationRendererTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDownWithError() throws {
        for folder in folders { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    }

    private func render(_ epub: String = "moby-dick.epub", file: String = RenderSamples.mobyDick) throws -> (URL, RenderReport) {
        let (folder, report) = try RenderSamples.render(epub, file: file)
        folders.append(folder)
        return (folder, report)
    }

    func testEveryResourceIsWrittenAtItsHrefDecoratedOrAsItsClearBytes() throws {
        let (folder, report) = try render()
        let publication = try RenderSamples.open("moby-dick.epub")
        for link in publication.readingOrder + publication.manifest {
            let written = try Data(contentsOf: folder.appendingPathComponent(link.href))
            let original = try publication.resource(href: link.href).read()
            if ["OPS/chapter_001.xhtml", "OPS/chapter_002.xhtml"].contains(link.href) {
                XCTAssertNotEqual(written, original, link.href)
                XCTAssertTrue(String(decoding: written, as: UTF8.self).contains(#"<div id="r2-decoration-0" data-group="user-highlights""#))
            } else {
                XCTAssertEqual(written, original, link.href)
            }
        }
        XCTAssertTrue(publication.manifest.contains { $0.href.hasSuffix(".css") }, "the fixture has stylesheets to copy")
        XCTAssertEqual(report.resources.filter { $0.action == .decorated }.map(\.href), ["OPS/chapter_001.xhtml", "OPS/chapter_002.xhtml"])
        XCTAssertEqual(report.resources.count, Set(report.resources.map(\.href)).count)
        XCTAssertTrue(report.resources.allSatisfy { $0.error == nil })
    }

    func testTheReportListsEveryDecorationInFileOrder() throws {
        let (folder, _) = try render()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any]
        let decorations = try XCTUnwrap(json?["decorations"] as? [[String: Any]])
        XCTAssertEqual(decorations.map { $0["id"] as? String },
                       ["h1", "h2", "h3", "missing-quote", "c2", "s1", "s2", "s3", "elsewhere", "nothing"])
        XCTAssertEqual(decorations.map { ($0["error"] as? [String: Any])?["code"] as? String },
                       [nil, nil, nil, "quoteNotFound", nil, nil, nil, nil, "resourceNotFound", "invalidLocator"])
        let first = decorations[0]
        XCTAssertEqual(first["group"] as? String, "user-highlights")
        XCTAssertEqual(first["href"] as? String, "OPS/chapter_001.xhtml")
        XCTAssertEqual(first["strategy"] as? String, "textQuote")
        XCTAssertTrue(first["pages"] is NSNull && first["boxes"] is NSNull && first["error"] is NSNull)
        XCTAssertEqual(decorations[8]["href"] as? String, "OPS/chapter_999.xhtml")
        XCTAssertEqual(Array(decorations[0].keys).sorted(), ["boxes", "error", "group", "href", "id", "pages", "score", "strategy"])
        let resources = try XCTUnwrap(json?["resources"] as? [[String: Any]])
        XCTAssertEqual(resources.first?["href"] as? String, try RenderSamples.open("moby-dick.epub").readingOrder.first?.href)
    }

    func testRenderingTwiceGivesTheSameBytes() throws {
        let (first, _) = try render()
        let (second, _) = try render()
        for path in ["OPS/chapter_001.xhtml", "report.json"] {
            XCTAssertEqual(try Data(contentsOf: first.appendingPathComponent(path)), try Data(contentsOf: second.appendingPathComponent(path)), path)
        }
    }

    func testObfuscatedFontsAreCopiedDeobfuscated() throws {
        let (folder, report) = try render("wasteland-otf-obf.epub", file: #"{"groups": {}}"#)
        let publication = try RenderSamples.open("wasteland-otf-obf.epub")
        let fonts = publication.manifest.filter { $0.mediaType.contains("font") || $0.href.hasSuffix(".otf") }
        XCTAssertFalse(fonts.isEmpty)
        for font in fonts {
            let written = try Data(contentsOf: folder.appendingPathComponent(font.href))
            XCTAssertEqual(written, try publication.resource(href: font.href).read(), font.href)
            XCTAssertNotEqual(written, try Fixtures.entry(font.href, in: "wasteland-otf-obf.epub"), "\(font.href) is still obfuscated")
        }
        XCTAssertTrue(report.decorations.isEmpty)
    }

    func testAnSVGInTheSpineIsCopiedAsItIsAndItsDecorationsSayWhy() throws {
        let file = #"{"groups": {"g": [{"id": "svg", "locator": {"href": "OPS/Images/cover.svg", "locations": {"progression": 0}}, "style": {"type": "highlight"}}]}}"#
        let (folder, report) = try render("svg-in-spine.epub", file: file)
        let cover = try XCTUnwrap(report.resources.first { $0.href == "OPS/Images/cover.svg" })
        XCTAssertEqual(cover.action, .copied)
        XCTAssertEqual(cover.error?.code, "documentHasNoBody")
        XCTAssertEqual(report.decorations.map { $0.error?.code }, ["documentHasNoBody"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("OPS/Images/cover.svg")),
                       try RenderSamples.open("svg-in-spine.epub").resource(href: "OPS/Images/cover.svg").read())
    }

    func testATemplateTheFileCannotCompileStopsTheRenderBeforeAnythingIsWritten() throws {
        let file = #"{"groups": {}, "templates": {"bad": {"element": "<div onclick=\"{{id}}\"/>"}}}"#
        XCTAssertThrowsError(try PublicationRenderer(publication: try RenderSamples.open("moby-dick.epub"),
                                                     decorations: try RenderSamples.file(file), options: RenderOptions(settings: LayoutSettings()))) {
            XCTAssertEqual(($0 as? TemplateError)?.code, "invalidTemplate")
        }
    }
}
