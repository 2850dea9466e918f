import DecorEngine
import Foundation
import TestFixtures
import XCTest

/// `decor render --static` output opened in headless Chromium at the viewport it was laid out for: with
/// no script at all, the boxes decor's engine placed must sit on the text the browser lays out (IoU ≥
/// 0.85 for every box-per-line, text-wide decoration). Needs chromium (`apt-get install -y chromium`).
final class StaticRenderBrowserTests: XCTestCase {
    private var session: ChromiumSession!
    private var outputs: [URL] = []

    override func setUpWithError() throws {
        session = try ChromiumSession()
    }

    override func tearDown() {
        session?.close()
        for output in outputs { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
    }

    /// The styles whose default template draws one box per line, as wide as the text.
    private static let wrapStyles: Set<String> = ["highlight", "underline", "strikethrough", "outline", "squiggly"]

    private func assertBoxesSitOnTheText(mode: LayoutMode, gap: Double, fontSize: String? = nil) throws {
        let json = try String(contentsOf: Snapshots.url("static/moby-dick-decorations.json"), encoding: .utf8)
        let file = try RenderSamples.file(json)
        let publication = try RenderSamples.open("moby-dick.epub")
        let resources = try PublicationResources(publication: publication)
        let viewport = try Viewport(width: 600, height: 800)
        let settings = try LayoutSettings(viewports: [viewport], fontSize: fontSize, mode: mode, gap: gap)
        let (output, report) = try RenderSamples.render(file: json, options: RenderOptions(
            settings: settings, geometry: BuiltinRangeGeometry(resources: resources), isStatic: true))
        outputs.append(output)
        XCTAssertTrue(report.decorations.allSatisfy { $0.error == nil })

        let page = try session.openPage(viewport: viewport)
        try page.navigate(to: output.appendingPathComponent(RenderSamples.chapter1))
        let probe = StaticPageProbe(page: page)
        XCTAssertFalse(try probe.hasScript())
        let quotes = Dictionary(uniqueKeysWithValues: file.groups.flatMap(\.decorations).compactMap { decoration in
            (try? Locator(json: decoration.locator))?.text.highlight.map { (decoration.id, $0) }
        })
        let measurements = try probe.measurements(quotes: quotes)
        XCTAssertEqual(Set(measurements.map(\.id)), Set(quotes.keys))
        var checked = 0
        for measurement in measurements where Self.wrapStyles.contains(measurement.style) {
            XCTAssertFalse(measurement.text.isEmpty, measurement.id)
            let overlap = RectSetOverlap.intersectionOverUnion(measurement.boxes, measurement.text)
            XCTAssertGreaterThanOrEqual(overlap, 0.85, "\(mode) \(measurement.id): \(measurement.boxes) vs \(measurement.text)")
            checked += 1
        }
        XCTAssertEqual(checked, 6)
    }

    func testBoxesSitOnTheTextWhenScrolling() throws {
        try assertBoxesSitOnTheText(mode: .scroll, gap: 0)
    }

    func testBoxesSitOnTheTextInColumns() throws {
        try assertBoxesSitOnTheText(mode: .paginate, gap: 40, fontSize: "18px")
    }
}
