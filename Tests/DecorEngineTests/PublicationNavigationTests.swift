import DecorEngine
import Foundation
import TestFixtures
import XCTest

/// The table of contents and page list read from an EPUB 3 navigation document, or from the NCX of a
/// publication without one.
final class PublicationNavigationTests: XCTestCase {
    func testTheNavigationDocumentGivesANestedTableOfContents() throws {
        let publication = try PublicationOpener().open(path: Fixtures.epubURL("moby-dick.epub").path)
        let navigation = PublicationNavigation(publication: publication)
        XCTAssertGreaterThan(navigation.tableOfContents.count, 100)
        let chapter = try XCTUnwrap(navigation.tableOfContents.first { $0.title == "Chapter 1. Loomings." })
        XCTAssertEqual(chapter.href, "OPS/chapter_001.xhtml")
    }

    /// childrens-literature has both; with the `nav` property taken off its navigation document, the NCX
    /// is what is left, and its nesting and fragments are kept.
    func testAnEPUB2PublicationGetsItsTableOfContentsFromTheNCX() throws {
        let folder = try Self.childrensLiterature(without: ["properties=\"nav scripted\"": "properties=\"scripted\""])
        defer { try? FileManager.default.removeItem(at: folder) }
        let publication = try PublicationOpener().open(path: folder.path)
        XCTAssertNil(publication.packageDocument?.navigationDocument)
        let toc = PublicationNavigation(publication: publication).tableOfContents
        let first = try XCTUnwrap(toc.first)
        XCTAssertEqual(first.title, "SECTION IV FAIRY STORIES—MODERN FANTASTIC TALES")
        XCTAssertEqual(first.href, "EPUB/s04.xhtml")
        XCTAssertEqual(first.fragment, "pgepubid00492")
        XCTAssertEqual(first.children.map(\.title).prefix(3), ["BIBLIOGRAPHY", "INTRODUCTORY", "190 A FOUR-LEAVED CLOVER"])
        XCTAssertEqual(first.children[2].children.first?.title, "I. The Rabbi and the Diadem", "labels are collapsed")
    }

    func testAPublicationWithoutNavigationHasEmptyLists() throws {
        let folder = try Self.childrensLiterature(without: [
            "properties=\"nav scripted\"": "properties=\"scripted\"",
            "media-type=\"application/x-dtbncx+xml\"": "media-type=\"application/xml\"",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let navigation = PublicationNavigation(publication: try PublicationOpener().open(path: folder.path))
        XCTAssertEqual(navigation, PublicationNavigation())
    }

    /// childrens-literature exploded, its package document edited (each key replaced by its value).
    private static func childrensLiterature(without edits: [String: String]) throws -> URL {
        let folder = try Fixtures.explode("childrens-literature.epub")
        let package = folder.appendingPathComponent("EPUB/package.opf")
        var opf = try String(contentsOf: package, encoding: .utf8)
        for (original, replacement) in edits { opf = opf.replacingOccurrences(of: original, with: replacement) }
        try opf.write(to: package, atomically: true, encoding: .utf8)
        return folder
    }
}
