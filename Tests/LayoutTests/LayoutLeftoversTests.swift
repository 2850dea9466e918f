import Foundation
import XCTest
@testable import Layout

/// What an engine hands to its leftovers lives as long as they do; without leftovers, nothing is kept.
final class LayoutLeftoversTests: XCTestCase {
    private final class Tracked {}

    func testKeptValuesLiveAsLongAsTheLeftovers() {
        weak var watched: Tracked?
        var leftovers: LayoutLeftovers? = LayoutLeftovers()
        do {
            let tracked = Tracked()
            watched = tracked
            leftovers?.keep(tracked)
        }
        XCTAssertNotNil(watched)
        XCTAssertEqual(leftovers?.count, 1)
        leftovers = nil
        XCTAssertNil(watched)
    }

    func testAnEngineHandsItsDocumentToItsLeftovers() throws {
        let harness = try BuiltinEngineHarness()
        let document = try harness.document(body: "<p>Some text to lay out.</p>")
        let settings = try LayoutSettings(viewports: [.standard], overridesFont: true, fontSize: "16px")
        let leftovers = LayoutLeftovers()
        let kept = try BuiltinLayoutEngine(usesInstalledFonts: false, leftovers: leftovers)
            .layout(document: document, ranges: [], settings: settings)
        let freed = try BuiltinLayoutEngine(usesInstalledFonts: false)
            .layout(document: document, ranges: [], settings: settings)
        XCTAssertEqual(leftovers.count, 1)
        XCTAssertEqual(kept.layouts.map(\.document), freed.layouts.map(\.document))
    }
}
