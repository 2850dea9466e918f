import DecorEngine
import Foundation
import XCTest

/// moby-dick's chapter 1 rendered with highlights, underlines and file templates, then opened in headless
/// Chromium: the runtime's boxes must sit on their text, page- and viewport-wide boxes must snap to the
/// column and the viewport, and clicks and hovers must dispatch the right events. Needs chromium
/// (`apt-get install -y chromium`).
final class RenderBrowserTests: XCTestCase {
    private var output: URL!
    private var session: ChromiumSession!

    override func setUpWithError() throws {
        output = try RenderSamples.render().0
        session = try ChromiumSession()
    }

    override func tearDown() {
        session?.close()
        if let output { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
    }

    private func open(width: Int = 600, height: Int = 800) throws -> DecoratedPage {
        let page = try session.openPage(viewport: try Viewport(width: width, height: height))
        try page.navigate(to: output.appendingPathComponent(RenderSamples.chapter1))
        let decorated = DecoratedPage(page: page)
        try decorated.settle()
        return decorated
    }

    /// Every box of a `wrap` decoration covers its text (IoU ≥ 0.9); `page` and `viewport` boxes span
    /// exactly one column or viewport and start on a multiple of it.
    private func assertBoxesFollowTheText(_ page: DecoratedPage, pageWidth: Double, viewportWidth: Double, _ label: String) throws {
        let measurements = try page.measurements()
        XCTAssertEqual(Set(measurements.map(\.id)), ["h1", "h2", "h3", "s1", "s2", "s3"], label)
        for measurement in measurements {
            XCTAssertFalse(measurement.boxes.isEmpty, "\(label) \(measurement.id) has no box")
            switch measurement.width {
            case "wrap":
                let overlap = RectSetOverlap.intersectionOverUnion(measurement.boxes, measurement.text)
                XCTAssertGreaterThanOrEqual(overlap, 0.9, "\(label) \(measurement.id)")
            case "page", "viewport":
                let size = measurement.width == "page" ? pageWidth : viewportWidth
                for box in measurement.boxes {
                    XCTAssertEqual(box.width, size, accuracy: 0.01, "\(label) \(measurement.id)")
                    XCTAssertEqual(box.x.truncatingRemainder(dividingBy: size), 0, accuracy: 0.01, "\(label) \(measurement.id)")
                }
                // The boxes stay level with the text's lines.
                let text = try XCTUnwrap(measurement.text.map(\.top).min())
                XCTAssertEqual(try XCTUnwrap(measurement.boxes.map(\.top).min()), text, accuracy: 1, "\(label) \(measurement.id)")
            default:
                XCTFail("unexpected width \(measurement.width)")
            }
        }
    }

    func testBoxesSitOnTheirTextInAScrolledViewport() throws {
        try assertBoxesFollowTheText(try open(), pageWidth: 600, viewportWidth: 600, "600x800")
    }

    func testBoxesFollowTheTextWhenTheViewportChanges() throws {
        let page = try open()
        try page.page.setViewport(try Viewport(width: 900, height: 700))
        try page.settle()
        try assertBoxesFollowTheText(page, pageWidth: 900, viewportWidth: 900, "resized to 900x700")
    }

    func testBoxesSnapToColumnsWhenPaginated() throws {
        let page = try open()
        // Paginated as reading systems do it (layout.md): the root element becomes columns of the viewport's height.
        try page.page.evaluate("document.documentElement.style.cssText = 'height: 800px; width: 600px; margin: 0; padding: 0; column-width: 600px; column-gap: 0; column-fill: auto'")
        try page.settle()
        try assertBoxesFollowTheText(page, pageWidth: 600, viewportWidth: 600, "paginated, one column")
        XCTAssertTrue(try page.measurements().contains { $0.boxes.contains { $0.x >= 600 } }, "no decoration on a later page")
        try page.page.evaluate("document.documentElement.style.columnCount = '2'; document.documentElement.style.columnWidth = '300px'")
        try page.settle()
        try assertBoxesFollowTheText(page, pageWidth: 300, viewportWidth: 600, "paginated, two columns")
    }

    func testAClickOnABoxDispatchesDecorationActivated() throws {
        let page = try open()
        try page.recordEvents()
        let box = try XCTUnwrap(try page.measurements().first { $0.id == "h2" }?.boxes.first)
        let point = try page.bringIntoView(x: box.centerX, y: box.centerY)
        try page.click(x: point.x, y: point.y)
        let events = try page.events()
        XCTAssertEqual(events.map(\.type), ["decoration-activated"])
        let event = try XCTUnwrap(events.first)
        XCTAssertEqual(event.id, "h2")
        XCTAssertEqual(event.group, "user-highlights")
        XCTAssertEqual(event.point.x, point.x, accuracy: 1)
        XCTAssertEqual(event.point.y, point.y, accuracy: 1)
        // The rect is the decoration's bounding client rect, in viewport coordinates.
        let boxes = try XCTUnwrap(try page.measurements().first { $0.id == "h2" }?.boxes)
        let scrolledTop = box.top - (box.centerY - point.y)
        XCTAssertEqual(event.rect.top, scrolledTop, accuracy: 1)
        XCTAssertEqual(event.rect.left, try XCTUnwrap(boxes.map(\.left).min()), accuracy: 1)
        XCTAssertEqual(event.rect.width, try XCTUnwrap(boxes.map(\.right).max()) - (boxes.map(\.left).min() ?? 0), accuracy: 1)
    }

    func testGroupsThatAreNotActivableDispatchNothing() throws {
        let page = try open()
        try page.recordEvents()
        let box = try XCTUnwrap(try page.measurements().first { $0.id == "s1" }?.boxes.last)
        let point = try page.bringIntoView(x: box.centerX, y: box.centerY)
        try page.click(x: point.x, y: point.y)
        try page.moveMouse(x: point.x, y: point.y)
        XCTAssertEqual(try page.events(), [])
    }

    func testHoveringABoxDispatchesHoveredThenUnhovered() throws {
        let page = try open()
        try page.recordEvents()
        let box = try XCTUnwrap(try page.measurements().first { $0.id == "h1" }?.boxes.first)
        let point = try page.bringIntoView(x: box.centerX, y: box.centerY)
        try page.moveMouse(x: point.x, y: point.y)
        try page.moveMouse(x: point.x + 1, y: point.y)
        XCTAssertEqual(try page.page.evaluate("window.__decor.hitTest(5, 5)"), .null, "the top left corner is off every box")
        try page.moveMouse(x: 5, y: 5)
        let events = try page.events()
        XCTAssertEqual(events.map(\.type), ["decoration-hovered", "decoration-unhovered"])
        XCTAssertEqual(Set(events.map(\.id)), ["h1"])
    }

    func testActivationIsPostedToTheParentFrame() throws {
        let (folder, _) = try RenderSamples.render(options: RenderOptions(settings: LayoutSettings(), runtime: RuntimeOptions(targetOrigin: "*")))
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try """
            <!DOCTYPE html><html><body style="margin:0">
            <iframe src="\(RenderSamples.chapter1)" style="border:0;width:600px;height:800px;display:block"></iframe>
            <script>window.__messages = []; addEventListener('message', (event) => window.__messages.push(event.data));</script>
            </body></html>
            """.write(to: folder.appendingPathComponent("frame.html"), atomically: true, encoding: .utf8)
        // The frame is as large as a 600x800 window at the top left: its boxes are where a window's are.
        let box = try XCTUnwrap(try open().measurements().first { $0.id == "h1" }?.boxes.first)
        let page = try session.openPage(viewport: try Viewport(width: 600, height: 800))
        try page.navigate(to: folder.appendingPathComponent("frame.html"))
        let framed = DecoratedPage(page: page)
        try framed.settle()
        try framed.click(x: box.centerX, y: box.centerY)
        let messages = try XCTUnwrap(page.evaluate("JSON.stringify(window.__messages)").stringValue)
        XCTAssertTrue(messages.contains(#""type":"decoration-activated","id":"h1","group":"user-highlights""#), messages)
    }
}
