@testable import Layout
import XCTest

/// The style sheets of real publications from the fixtures, parsed and computed end to end.
final class FixtureStyleSheetTests: XCTestCase {
    private let screen = MediaEnvironment(viewportWidth: 600, viewportHeight: 800)

    private func sheet(_ path: String, in book: String) throws -> CSSStyleSheet {
        try CSSStyleSheet.parse(Fixtures.text(path, in: book), name: path)
    }

    private func declarations(of selector: String, in rules: [CSSStyleRule]) throws -> [LonghandDeclaration] {
        let rule = try XCTUnwrap(rules.first { $0.selectorText == selector }, "no rule \(selector)")
        return rule.declarations.flatMap(LonghandDeclaration.expand)
    }

    func testMobyDick() throws {
        let stylesheet = try sheet("OPS/css/stylesheet.css", in: "moby-dick")
        let faces = stylesheet.effectiveFontFaces(in: screen)
        XCTAssertEqual(faces.count, 4)
        XCTAssertEqual(Set(faces.map(\.family)), ["Stix"])
        XCTAssertEqual(faces.map(\.weight), [400...400, 700...700, 400...400, 700...700])
        XCTAssertEqual(faces.map(\.style), [.normal, .normal, .italic, .italic])
        XCTAssertEqual(faces[0].sources.first?.location, .url("../fonts/STIXGeneral.otf"))
        let rules = stylesheet.effectiveStyleRules(in: screen)
        XCTAssertEqual(rules.count, 54, "55 style rules, one in an @media for landscape")
        let mediaFamily = { (environment: MediaEnvironment) in
            stylesheet.effectiveStyleRules(in: environment).last { $0.selectorText == "p" }?
                .declarations.first { $0.name == "font-family" }.map { CSSSerializer.text(of: $0.value) }
        }
        XCTAssertEqual(mediaFamily(screen), "serif")
        XCTAssertEqual(mediaFamily(MediaEnvironment(viewportWidth: 1024, viewportHeight: 768)), "sans-serif")
        XCTAssertTrue(rules.contains { $0.selectorText == "header + p:first-line" })

        let computer = StyleComputer(viewportWidth: 600, viewportHeight: 800)
        let body = computer.compute(try declarations(of: "body", in: rules), parent: nil)
        XCTAssertEqual(body.fontFamily.families, [.named("Stix"), .generic(.serif)])
        XCTAssertEqual(body.lineHeight, .pixels(1362 / 64), "1.33em, to the nearest 1/64 px")
        let paragraph = computer.compute(try declarations(of: "p", in: rules) + declarations(of: "p + p", in: rules),
                                         parent: body)
        XCTAssertEqual(paragraph.textAlign, .justify)
        XCTAssertEqual(paragraph.textIndent, .pixels(16 * 1.33))
        XCTAssertEqual(paragraph.marginTop, .zero)
        XCTAssertEqual(paragraph.lineHeight, .pixels(1362 / 64), "an em line height inherits as pixels")
    }

    func testAccessibleEpub3() throws {
        let stylesheet = try sheet("EPUB/css/epub.css", in: "accessible_epub_3")
        let faces = stylesheet.effectiveFontFaces(in: screen)
        XCTAssertEqual(faces.map(\.family), ["Free Serif", "Free Sans Bold", "Ubuntu Mono", "Ubuntu Mono Bold",
                                             "Ubuntu Mono BoldItal", "Ubuntu Mono Ital"])
        let rules = stylesheet.effectiveStyleRules(in: screen)
        XCTAssertGreaterThan(rules.count, 150, "the @page rule is skipped, every style rule kept")
        XCTAssertFalse(rules.contains { $0.selectorText.contains("@") })
        let computer = StyleComputer(viewportWidth: 600, viewportHeight: 800)
        let paragraph = computer.compute(try declarations(of: "p", in: rules), parent: ComputedStyle())
        XCTAssertEqual(paragraph.marginTop, .pixels(8))
        XCTAssertEqual(paragraph.marginBottom, .zero)
    }

    func testChildrensLiterature() throws {
        let stylesheet = try sheet("EPUB/css/epub.css", in: "childrens-literature")
        XCTAssertEqual(stylesheet.namespaces, ["epub": "http://www.idpf.org/2007/ops"])
        let rules = stylesheet.effectiveStyleRules(in: screen)
        let computer = StyleComputer(viewportWidth: 600, viewportHeight: 800)
        let body = computer.compute(try declarations(of: "body", in: rules), parent: nil)
        XCTAssertEqual(body.fontFamily.names, ["calibri", "arial", "helvetica", "sans-serif"])
        XCTAssertEqual(body.marginLeft, .pixels(8))
        XCTAssertEqual(body.marginRight, .pixels(16))
        XCTAssertEqual(body.borderWidths, Edges(top: 0, right: 0, bottom: 0, left: 0))
        let heading = computer.compute(try declarations(of: "h2", in: rules), parent: body)
        XCTAssertEqual(heading.breakBefore, .page)
        XCTAssertEqual(heading.paddingTop, .pixels(16))
        let pagebreak = computer.compute(try declarations(of: "span[epub|type~=\"pagebreak\"]", in: rules), parent: body)
        XCTAssertEqual(pagebreak.fontSize, 16 / 1.2, accuracy: 1e-9)
        XCTAssertEqual(pagebreak.borderWidths.top, 1)
        let annotation = computer.compute(try declarations(of: "aside[epub|type~=\"annotation\"]", in: rules), parent: body)
        XCTAssertEqual(annotation.fontSize, 16 * 0.7, accuracy: 1e-9)
        XCTAssertEqual(annotation.borderWidths.top, 1, "0.1em of 11.2px rounds up to one pixel")
        XCTAssertEqual(annotation.width, .percent(50))
    }
}
