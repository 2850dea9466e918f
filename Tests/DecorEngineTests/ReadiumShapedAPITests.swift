import DecorEngine
import Foundation
import TestFixtures
import XCTest

/// The library as someone who knows the Readium Swift toolkit writes it: typed locators with Readium's
/// labels and argument order, decorations and styles by name, a group state that answers each `apply`
/// with its diff, and async calls that open, decorate and snapshot without writing anything to disk.
final class ReadiumShapedAPITests: XCTestCase {
    private let href = "OPS/chapter_001.xhtml"

    private var ishmael: Locator {
        Locator(href: href, mediaType: "application/xhtml+xml", title: "Loomings",
                locations: Locator.Locations(progression: 0.01, totalProgression: 0.002, position: 3),
                text: Locator.Text(after: ". Some years ago", before: "Call me ", highlight: "Ishmael"))
    }

    func testTypedLocatorsWriteReadiumJSONAndReadItBackLosslessly() throws {
        let json = JSONWriter().string(ishmael.json)
        XCTAssertTrue(json.contains(#""type":"application/xhtml+xml""#), json)
        XCTAssertEqual(try Locator(json: ishmael.json), ishmael)
        let written = #"{"href":"/OPS/a.xhtml","type":"text/html","locations":{"position":2,"fragments":["p3"],"vendor":{"x":1.50}},"text":{"after":"b","x":true}}"#
        let locator = try Locator(jsonData: Data(written.utf8))
        XCTAssertEqual(locator.locations.otherLocations.map(\.key), ["vendor"])
        XCTAssertEqual(JSONWriter().string(locator.json).contains(#""x":1.50"#), true, "unknown members keep their spelling")
    }

    func testAGroupStateAnswersEachApplyWithItsDiff() throws {
        var state = DecorationGroupState()
        let added = try state.apply(decorations: [Decoration(id: "h1", locator: ishmael, style: try .highlight(tint: "#FFD700"))],
                                    in: "highlights")
        XCTAssertEqual(added.map(\.href), [href])
        XCTAssertEqual(added.first?.changes.map(\.id), ["h1"])
        guard case .add = added.first?.changes.first else { return XCTFail("\(added)") }

        let updated = try state.apply(decorations: [Decoration(id: "h1", locator: ishmael, style: .underline(tint: .yellow, isActive: true))],
                                      in: "highlights")
        guard case .update(let decoration) = updated.first?.changes.first else { return XCTFail("\(updated)") }
        XCTAssertEqual(decoration.style.type, .underline)
        XCTAssertTrue(decoration.style.isActive)

        let duplicate = Decoration(id: "h1", locator: ishmael, style: .highlight())
        XCTAssertThrowsError(try state.apply(decorations: [duplicate, duplicate], in: "highlights"))
        XCTAssertEqual(state.groups["highlights"]?.first?.style.type, .underline, "a refused apply changes nothing")

        let cleared = try state.apply(decorations: [], in: "highlights")
        guard case .remove(id: "h1") = cleared.first?.changes.first else { return XCTFail("\(cleared)") }
        XCTAssertTrue(state.groups.isEmpty)
        XCTAssertThrowsError(try Decoration.Style.highlight(tint: "not a colour")) { error in
            XCTAssertEqual((error as? InvalidTint)?.code, "invalidTint")
        }
    }

    func testOpenDecorateAndSnapshotAsync() async throws {
        let publication = try await PublicationOpener().open(path: Fixtures.epubURL("moby-dick.epub").path)
        var state = DecorationGroupState()
        try state.apply(decorations: [Decoration(id: "h1", locator: ishmael, style: .highlight())], in: "highlights")

        let chapter = try await publication.decorate(href: href, with: state.decorationsFile, options: RenderOptions(settings: try LayoutSettings()))
        let xhtml = String(decoding: try XCTUnwrap(chapter.data), as: UTF8.self)
        XCTAssertTrue(xhtml.contains(#"data-decoration-id="h1""#))
        XCTAssertEqual(chapter.outcomes.map(\.id), ["h1"])
        XCTAssertNil(chapter.outcomes.first?.error)

        let snapshot = try await publication.snapshot(href: href, with: state.decorationsFile, settings: try LayoutSettings(), pages: [0])
        XCTAssertTrue(try XCTUnwrap(snapshot.svgs[0]).contains(#"data-decoration-id="h1""#))
        XCTAssertGreaterThan(snapshot.pages.count, 1)

        do {
            _ = try await publication.decorate(href: "OPS/chapter_0001.xhtml", with: state.decorationsFile,
                                               options: RenderOptions(settings: try LayoutSettings()))
            XCTFail("an href outside the reading order is refused")
        } catch let error as RenderError {
            XCTAssertEqual(error.code, "resourceNotFound")
            XCTAssertTrue(error.message.contains("OPS/chapter_001.xhtml"), error.message)
        }
        do {
            _ = try await publication.snapshot(href: "OPS/chapter_0001.xhtml", with: state.decorationsFile, settings: try LayoutSettings())
            XCTFail("an href the publication does not have is refused")
        } catch let error as RenderError {
            XCTAssertEqual(error.code, "resourceNotFound")
            XCTAssertTrue(error.message.contains("did you mean 'OPS/chapter_001.xhtml'"), error.message)
        }
    }
}
