import Foundation
@testable import Layout
import XCTest

/// What the built-in engine reads besides the document: linked style sheets and imports inside the
/// publication's folder (never outside it), `@font-face` fonts, image sizes from their headers.
final class BuiltinResourceTests: XCTestCase {
    private var harness: BuiltinEngineHarness!

    override func setUpWithError() throws { harness = try BuiltinEngineHarness() }
    override func tearDown() { harness = nil }

    func testImageHeadersGiveNaturalSizes() throws {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png.append(contentsOf: [0, 0, 1, 44, 0, 0, 0, 90])
        XCTAssertEqual(ImageDimensions.size(of: png), IntrinsicSize(width: 300, height: 90))
        XCTAssertEqual(ImageDimensions.size(of: Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 32, 1, 16, 0])),
                       IntrinsicSize(width: 288, height: 16))
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0, 0xFF, 0xC0, 0, 11, 8, 0, 50, 0, 70, 3, 0, 0, 0])
        XCTAssertEqual(ImageDimensions.size(of: jpeg), IntrinsicSize(width: 70, height: 50))
        let svg = Data("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 20' width='200'/>".utf8)
        XCTAssertEqual(ImageDimensions.size(of: svg), IntrinsicSize(width: 200, height: nil, ratio: 2))
        XCTAssertNil(ImageDimensions.size(of: Data("not an image".utf8)))
    }

    /// A header in the first 64 KB is read with them alone; a JPEG frame header behind a large EXIF block
    /// is found in a longer read; a file that ends before any header is not read again.
    func testImageHeadersAreReadInAFirstPieceThenALongerOne() {
        func reads(_ file: Data) -> (size: IntrinsicSize?, counts: [Int]) {
            var counts: [Int] = []
            let size = ImageDimensions.size { count in
                counts.append(count)
                return file.prefix(count)
            }
            return (size, counts)
        }
        let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 32, 1, 16, 0]) + Data(count: 200_000)
        XCTAssertEqual(reads(gif).size, IntrinsicSize(width: 288, height: 16))
        XCTAssertEqual(reads(gif).counts, [ImageDimensions.firstReadBytes])

        let exifLength = 65_000
        var photo = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0])
        for _ in 0..<2 {
            photo += Data([0xFF, 0xE1, UInt8(exifLength >> 8), UInt8(exifLength & 0xFF)]) + Data(count: exifLength - 2)
        }
        photo += Data([0xFF, 0xC0, 0, 11, 8, 0, 50, 0, 70, 3, 0, 0, 0]) + Data(count: 300_000)
        XCTAssertEqual(reads(photo).size, IntrinsicSize(width: 70, height: 50))
        XCTAssertEqual(reads(photo).counts, [ImageDimensions.firstReadBytes, ImageDimensions.headerBytes])

        XCTAssertNil(reads(Data("not an image".utf8)).size)
        XCTAssertEqual(reads(Data("not an image".utf8)).counts, [ImageDimensions.firstReadBytes])
    }

    func testImagesKeepTheirRatioUnderMaxWidth() throws {
        try harness.write("images/wide.gif", Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0xE8, 0x03, 0xF4, 0x01]))
        let document = try harness.document(
            body: "<div style='width:200px'><img src='images/wide.gif' style='max-width:100%'/></div><p id='a'>A</p>",
            bodyAttributes: " style='margin: 0'")
        let rect = try XCTUnwrap(try harness.layout(document, ranges: [BuiltinEngineHarness.text("a", "#a", to: 1)])
            .rects("a").first)
        XCTAssertGreaterThan(rect.y, 100, "a 1000×500 image scaled to 200×100 sits in a line above")
        XCTAssertLessThan(rect.y, 130)
    }

    func testLinkedSheetsAndImportsInsideThePublicationApply() throws {
        try harness.write("mimetype", "application/epub+zip")
        try harness.write("OPS/css/main.css", "@import 'more.css'; p { margin-left: 11px }")
        try harness.write("OPS/css/more.css", "p { padding-left: 7px }")
        let document = try harness.document("OPS/text/doc.xhtml",
                                            head: "<link rel='stylesheet' href='../css/main.css'/>",
                                            body: "<p id='a'>A</p>", bodyAttributes: " style='margin: 0'")
        let rect = try XCTUnwrap(try harness.layout(document, ranges: [BuiltinEngineHarness.text("a", "#a", to: 1)])
            .rects("a").first)
        XCTAssertEqual(rect.x, 18)
    }

    func testSheetsOutsideThePublicationAreNotRead() throws {
        try harness.write("outside.css", "p { margin-left: 50px }")
        try harness.write("book/mimetype", "application/epub+zip")
        let document = try harness.document("book/doc.xhtml", head: """
            <link rel='stylesheet' href='../outside.css'/><link rel='stylesheet' href='http://example.com/x.css'/>\
            <link rel='stylesheet' href='file:///etc/passwd'/>
            """, body: "<p id='a'>A</p>", bodyAttributes: " style='margin: 0'")
        let rect = try XCTUnwrap(try harness.layout(document, ranges: [BuiltinEngineHarness.text("a", "#a", to: 1)])
            .rects("a").first)
        XCTAssertEqual(rect.x, 0)
    }

    func testTheBooksOwnFontsAreUsedWhenNotOverridden() throws {
        let font = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
        try harness.write("fonts/mono.ttf", font)
        let css = "<style>@font-face { font-family: 'Book Mono'; src: url(fonts/mono.ttf) } p { font-family: 'Book Mono' }</style>"
        let document = try harness.document(head: css, body: "<p id='a'>iiii</p><p id='b' style='font-family: serif'>iiii</p>")
        let layout = try harness.layout(document, ranges: [
            BuiltinEngineHarness.text("a", "#a", to: 4), BuiltinEngineHarness.text("b", "#b", to: 4),
        ], overridesFont: false)
        let mono = try XCTUnwrap(try layout.rects("a").first)
        let serif = try XCTUnwrap(try layout.rects("b").first)
        XCTAssertEqual(mono.width, 4 * 1233 * 16 / 2048.0, accuracy: 1.0 / 64, "DejaVu Sans Mono advances")
        XCTAssertLessThan(serif.width, mono.width)
    }

    func testUnreadableDocumentsAndRangesFailAsTheBrowserSays() throws {
        XCTAssertThrowsError(try BuiltinLayoutEngine().layout(
            document: harness.folder.appendingPathComponent("missing.xhtml"), ranges: [], settings: LayoutSettings())) {
            XCTAssertTrue($0 is LayoutDocumentError)
        }
        let broken = try harness.write("broken.xhtml", "<html><body><p>unclosed</body>")
        XCTAssertThrowsError(try BuiltinLayoutEngine().layout(document: broken, ranges: [], settings: LayoutSettings()))
        let document = try harness.document(body: "<p id='a'>text</p>")
        let layout = try harness.layout(document, ranges: [
            BuiltinEngineHarness.text("missing", "#nope", to: 1), BuiltinEngineHarness.text("long", "#a", to: 99),
            .quote(id: "absent", RangeSpec.Quote(highlight: "white whale")),
        ])
        XCTAssertEqual(layout.ranges.map(\.outcome), [
            .failed("selector not found: #nope"), .failed("offset 99 > length 4"), .failed("quote not found"),
        ])
    }
}
