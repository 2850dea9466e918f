import Foundation
import XCTest

/// `decor layout --readium-css DIR --setting NAME=VALUE` (ReadiumCSS as navigators inject it), `--root`,
/// and the stylesheets, fonts and images a document links to that are not read.
final class LayoutReadiumCSSCommandTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws {
        folder = try ScratchFolder("decor-layout-readium")
    }

    override func tearDownWithError() throws {
        try folder.remove()
    }

    private static let readiumCSS = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/readium-css").path

    private func layout(_ arguments: [String], paragraph: String = "Call me Ishmael.") throws -> (DecorProcess.Outcome, [String: Any]) {
        let document = try folder.write("OPS/chapter.xhtml", """
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>t</title></head>\
            <body><p id="p">\(paragraph)</p></body></html>
            """)
        let ranges = try folder.write("ranges.json", #"[{"id": "a", "chars": [0, 4]}]"#)
        let outcome = try DecorProcess.run(["layout", document, "--ranges", ranges, "--no-font-override"] + arguments)
        XCTAssertEqual(outcome.status, 0, outcome.stdoutText + outcome.stderr)
        let layouts = try XCTUnwrap(try outcome.json()["layouts"] as? [[String: Any]])
        return (outcome, try XCTUnwrap(layouts.first))
    }

    private func firstRect(_ layout: [String: Any]) throws -> [String: Double] {
        let ranges = try XCTUnwrap(layout["ranges"] as? [[String: Any]])
        let rects = try XCTUnwrap(ranges.first?["text_rects"] as? [[String: Any]])
        let rect = try XCTUnwrap(rects.first)
        return rect.compactMapValues { $0 as? Double }
    }

    func testFontSizeSettingZoomsTheRects() throws {
        let (_, plain) = try layout(["--readium-css", Self.readiumCSS])
        let (_, zoomed) = try layout(["--readium-css", Self.readiumCSS, "--setting", "fontSize=150%"])
        let plainRect = try firstRect(plain)
        let zoomedRect = try firstRect(zoomed)
        XCTAssertEqual(try XCTUnwrap(zoomedRect["width"]) / XCTUnwrap(plainRect["width"]), 1.5, accuracy: 0.05,
                       "\(plainRect) \(zoomedRect)")
    }

    func testReadiumCSSPaginatesInColumnsUnlessScrollIsOn() throws {
        let long = String(repeating: "Call me Ishmael. Some years ago, never mind how long precisely. ", count: 400)
        let (_, scrolled) = try layout(["--readium-css", Self.readiumCSS, "--mode", "scroll"], paragraph: long)
        let (_, paged) = try layout(["--readium-css", Self.readiumCSS, "--mode", "paginate"], paragraph: long)
        let scrolledDocument = try XCTUnwrap(scrolled["document"] as? [String: Any])
        let pagedDocument = try XCTUnwrap(paged["document"] as? [String: Any])
        XCTAssertGreaterThan(try XCTUnwrap(scrolledDocument["page_count"] as? Int), 5, "readium-scroll-on: pages go down")
        XCTAssertGreaterThan(try XCTUnwrap(pagedDocument["page_count"] as? Int), 5, "ReadiumCSS's own columns")
    }

    func testBadSettingsAndFoldersAreRefused() throws {
        let document = try folder.write("doc.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>x</p></body></html>")
        let ranges = try folder.write("ranges.json", "[]")
        for extra in [["--readium-css", Self.readiumCSS, "--setting", "fontSize=1px;color:red"],
                      ["--readium-css", Self.readiumCSS, "--setting", "colour=red"],
                      ["--readium-css", Self.readiumCSS, "--setting", "theme=neon"],
                      ["--setting", "fontSize=125%"]] {
            let outcome = try DecorProcess.run(["layout", document, "--ranges", ranges] + extra)
            XCTAssertEqual(outcome.status, 1, "\(extra): \(outcome.stdoutText)")
        }
        let noSheets = try DecorProcess.run(["layout", document, "--ranges", ranges, "--readium-css", folder.path("nowhere")])
        XCTAssertEqual(noSheets.status, 2, noSheets.stdoutText)
    }

    func testUnreadStylesheetsAreReportedOnceAndRootWidensTheContainer() throws {
        _ = try folder.write("Styles/book.css", "p { margin-left: 50px }")
        let document = try folder.write("Text/chapter.xhtml", """
            <html xmlns="http://www.w3.org/1999/xhtml"><head><link rel="stylesheet" href="../Styles/book.css"/>\
            <link rel="stylesheet" href="absent.css"/><link rel="stylesheet" href="absent.css"/></head>\
            <body><p>Call me Ishmael.</p></body></html>
            """)
        let ranges = try folder.write("ranges.json", #"[{"id": "a", "chars": [0, 4]}]"#)
        let alone = try DecorProcess.run(["layout", document, "--ranges", ranges])
        XCTAssertEqual(alone.status, 0, alone.stderr)
        XCTAssertTrue(alone.stderr.contains("../Styles/book.css: refused"), alone.stderr)
        XCTAssertEqual(alone.stderr.components(separatedBy: "absent.css: missing").count, 2, "once: \(alone.stderr)")
        let rooted = try DecorProcess.run(["layout", document, "--ranges", ranges, "--root", folder.url.path])
        XCTAssertEqual(rooted.status, 0, rooted.stderr)
        XCTAssertFalse(rooted.stderr.contains("book.css"), rooted.stderr)
        let layouts = try XCTUnwrap(try rooted.json()["layouts"] as? [[String: Any]])
        let facts = try XCTUnwrap(layouts.first?["document"] as? [String: Any])
        let unread = try XCTUnwrap(facts["unread_resources"] as? [[String: String]])
        XCTAssertEqual(unread, [["href": "Text/absent.css", "reason": "missing"]])
    }
}
