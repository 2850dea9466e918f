import DecorEngine
import TestFixtures
import XCTest

final class CFIResolverTests: XCTestCase {
    private let small = try! Document.parseXML(Data("""
    <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body id="body01">\
    <p>zero</p><p id="para05">abc<!-- note --><b>bold</b>de<![CDATA[fg]]><i/></p></body></html>
    """.utf8), name: "small.xhtml")

    private func resolve(_ text: String, in document: Document? = nil) throws -> CFIResolver.Resolution {
        try CFIResolver(document: document ?? small).resolve(EPUBCFI(text))
    }

    func testElementStepsAndCharacterData() throws {
        XCTAssertEqual(try resolve("/4/4/1:1").range.start.container.characterData, "abc")
        XCTAssertEqual(try resolve("/4/4/1:1").range.start.offset, 1)
        XCTAssertEqual(try resolve("/4/4/3:1").range.start.container.characterData, "de", "odd steps skip comments")
        XCTAssertEqual(try resolve("/4/4/3:3").range.start.container.kind, .cdata, "CDATA is part of the chunk")
        XCTAssertEqual(try resolve("/4/4/3:3").range.start.offset, 1)
        XCTAssertEqual(try resolve("/4/4/2").range.text, "bold")
        XCTAssertEqual(try resolve("/4/4").range.selectedNode?.id, "para05")
    }

    func testEmptyChunkIsAPositionBetweenElements() throws {
        let range = try resolve("/4/4/5").range
        XCTAssertTrue(range.isCollapsed)
        XCTAssertEqual(range.start.container.id, "para05")
        XCTAssertEqual(range.start.offset, 6, "after <i/>, the last child")
        XCTAssertThrowsError(try resolve("/4/4/7:0"))
    }

    func testIdAssertionRelocates() throws {
        let resolution = try resolve("/4/2[para05]/1:2")
        XCTAssertEqual(resolution.range.start.container.characterData, "abc")
        XCTAssertEqual(resolution.corrections.count, 1)
        XCTAssertTrue(try resolve("/4[body01]/4[para05]/1:2").corrections.isEmpty)
        XCTAssertEqual(try resolve("/4/8[para05]/1:0").range.start.container.characterData, "abc",
                       "a missing step is found through its id")
    }

    func testTextAssertionRelocates() throws {
        XCTAssertTrue(try resolve("/4/4/1:1[a,bc]").corrections.isEmpty)
        let moved = try resolve("/4/4/1:0[ab,c]")
        XCTAssertEqual(moved.range.start.offset, 2)
        XCTAssertEqual(moved.corrections.count, 1)
        XCTAssertEqual(try resolve("/4/4/1:9[bol,d]").range.start.container.characterData, "bold")
    }

    func testRanges() throws {
        XCTAssertEqual(try resolve("/4/4,/1:1,/3:2").range.text, "bcboldde")
        XCTAssertEqual(try resolve("/4,/2,/4/2").range.text, "zeroabcbold")
        XCTAssertThrowsError(try resolve("/4/4,/3:1,/1:1"))
    }

    func testSideBias() throws {
        let document = try Document.parseXML(Data("<r><p>ab<![CDATA[cd]]></p></r>".utf8), name: "t.xml")
        XCTAssertEqual(try resolve("/2/1:2[;s=b]", in: document).range.start.container.kind, .text)
        XCTAssertEqual(try resolve("/2/1:2[;s=a]", in: document).range.start.container.kind, .cdata)
    }

    func testCharacterOffsetOnAnElementCountsItsText() throws {
        XCTAssertEqual(try resolve("/4/4:4").range.start.container.characterData, "bold")
    }

    func testFailures() {
        for text in ["/4/40", "/4/4/1/2", "/4/4/1:9", "/4/4/9", "/0", "epubcfi(/6/4!:3)"] {
            XCTAssertThrowsError(try resolve(text), text) { error in
                XCTAssertEqual((error as? CFIError)?.code, "cfiNotFound", "\(text): \(error)")
            }
        }
    }

    func testGeorgiaPageListCFIsResolveWithTheirTextAssertions() throws {
        let nav = try Fixtures.document("EPUB/nav.xhtml", in: "georgia-cfi.epub")
        let spine = PackageSpine(package: try Fixtures.document("EPUB/package.opf", in: "georgia-cfi.epub"),
                                 packagePath: "EPUB/package.opf")
        let chapter = try Fixtures.document("EPUB/georgia.xhtml", in: "georgia-cfi.epub")
        let links = try nav.node.querySelectorAll("nav a[href*=epubcfi]").compactMap { $0.attribute("href") }
            .filter { $0.contains("epubcfi(") }
        XCTAssertEqual(links.count, 7)
        for link in links {
            let fragment = String(link[link.range(of: "epubcfi(")!.lowerBound...])
            let (href, content) = try spine.contentTarget(of: EPUBCFI(fragment))
            XCTAssertEqual(href, "EPUB/georgia.xhtml")
            let resolution = try CFIResolver(document: chapter).resolve(content)
            XCTAssertEqual(resolution.corrections, [], fragment)
            let offset = chapter.text.offset(of: resolution.range.start)
            if let assertion = content.path.offset?.assertion {
                XCTAssertEqual(chapter.text.substring((offset - assertion.textBefore!.utf16.count)..<offset), assertion.textBefore)
                XCTAssertTrue(chapter.text.substring(offset..<offset + 10).hasPrefix(assertion.textAfter!))
            }
            // Regenerating the content CFI gives the same path, and the same id assertions.
            var withoutTextAssertion = content
            withoutTextAssertion.path.offset?.assertion = nil
            XCTAssertEqual(try EPUBCFI(range: resolution.range), withoutTextAssertion)
        }
    }

    func testPackageSpineFailures() throws {
        let spine = PackageSpine(package: try Fixtures.document("EPUB/package.opf", in: "georgia-cfi.epub"),
                                 packagePath: "EPUB/package.opf")
        XCTAssertThrowsError(try spine.contentTarget(of: EPUBCFI("/6/8!/4")))
        XCTAssertThrowsError(try spine.contentTarget(of: EPUBCFI("/4/2!/4")), "the manifest is not the spine")
        XCTAssertThrowsError(try spine.contentTarget(of: EPUBCFI("/6/4/2")))
        XCTAssertEqual(try spine.contentTarget(of: EPUBCFI("/6/2[ct]!/4")).href, "EPUB/georgia.xhtml", "id assertion wins")
        XCTAssertEqual(try spine.spineSteps(forHref: "/EPUB/georgia.xhtml").map(\.description), ["/6", "/4[ct]"])
    }
}
