@testable import Layout
import XCTest

final class StyleSheetImporterTests: XCTestCase {
    func testContainerHrefResolution() {
        XCTAssertEqual(ContainerHref.resolve("../fonts/a.otf", relativeTo: "OPS/css/style.css"), "OPS/fonts/a.otf")
        XCTAssertEqual(ContainerHref.resolve("b%20c.css?x#y", relativeTo: "EPUB/a.css"), "EPUB/b c.css")
        XCTAssertEqual(ContainerHref.resolve("/root.css", relativeTo: "EPUB/a.css"), "root.css")
        XCTAssertNil(ContainerHref.resolve("../../escape.css", relativeTo: "EPUB/a.css"))
        XCTAssertNil(ContainerHref.resolve("https://example.com/x.css", relativeTo: "EPUB/a.css"))
        XCTAssertNil(ContainerHref.resolve("//example.com/x.css", relativeTo: "EPUB/a.css"))
        XCTAssertNil(ContainerHref.resolve("data:text/css,p{}", relativeTo: "EPUB/a.css"))
    }

    /// wasteland-night.css imports wasteland.css, which imports fonts.css: three levels, in order.
    func testWastelandImportChainFromTheFixture() throws {
        var requested: [String] = []
        var importer = StyleSheetImporter { path in
            requested.append(path)
            return try Fixtures.text(path, in: "wasteland-otf-obf")
        }
        let night = try CSSStyleSheet.parse(Fixtures.text("EPUB/wasteland-night.css", in: "wasteland-otf-obf"),
                                            name: "EPUB/wasteland-night.css")
        let resolved = importer.resolveImports(of: night, at: "EPUB/wasteland-night.css")
        XCTAssertEqual(requested, ["EPUB/wasteland.css", "EPUB/fonts.css"])
        let environment = MediaEnvironment(viewportWidth: 600, viewportHeight: 800)
        let selectors = resolved.effectiveStyleRules(in: environment).map(\.selectorText)
        XCTAssertEqual(selectors.first, "body", "imported rules come first")
        XCTAssertEqual(selectors.last, "section#rearnotes a")
        XCTAssertTrue(selectors.contains("*[epub|type~=\"dedication\"]"))
        let faces = resolved.effectiveFontFaces(in: environment)
        XCTAssertEqual(faces.map(\.family), ["OldStandard", "OldStandard", "OldStandard"])
        XCTAssertEqual(faces.map(\.sources.first?.location), [.url("OldStandard-Regular.obf.otf"),
                                                               .url("OldStandard-Bold.obf.otf"),
                                                               .url("OldStandard-Italic.obf.otf")])
    }

    func testCyclesMissingSheetsAndMediaOnImports() throws {
        let sheets = [
            "a.css": "@import 'b.css'; @import 'missing.css'; @import 'print.css' print; a { x: 1 }",
            "b.css": "@import 'a.css'; b { x: 1 }",
            "print.css": "p { x: 1 }",
        ]
        var importer = StyleSheetImporter { sheets[$0] }
        let root = try CSSStyleSheet.parse(sheets["a.css"]!, name: "a.css")
        let resolved = importer.resolveImports(of: root, at: "a.css")
        let rules = resolved.effectiveStyleRules(in: MediaEnvironment(viewportWidth: 600, viewportHeight: 800))
        XCTAssertEqual(rules.map(\.selectorText), ["b", "a"])
    }
}
