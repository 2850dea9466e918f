import Foundation
import DecorEngine

/// A decorated chapter open in headless Chromium, with the probes the browser tests need: the runtime's
/// boxes beside the text rects of each decoration's range (measured independently in the page, per text
/// node), and the decoration events the page dispatched.
struct DecoratedPage {
    let page: ChromiumPage

    /// One decoration as the page shows it.
    struct Measurement: Decodable {
        var id: String
        var group: String
        var layout: String
        var width: String
        /// The runtime's boxes, in document coordinates.
        var boxes: [LayoutRect]
        /// The client rects of the range's text, per text node, in document coordinates.
        var text: [LayoutRect]
    }

    /// A `decoration-*` event's type and detail, as the page recorded it.
    struct Event: Decodable, Equatable {
        var type: String
        var id: String
        var group: String
        var rect: Rect
        var point: Point

        struct Rect: Decodable, Equatable {
            var left: Double
            var top: Double
            var width: Double
            var height: Double
        }

        struct Point: Decodable, Equatable {
            var x: Double
            var y: Double
        }
    }

    /// Waits for the fonts and two animation frames, so that scheduled re-layouts have run.
    func settle() throws {
        try page.evaluate("document.fonts.ready.then(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r))))",
                          awaitPromise: true)
    }

    func measurements() throws -> [Measurement] {
        try decode(Self.measureScript)
    }

    /// Starts recording decoration events in `window.__decorEvents`.
    func recordEvents() throws {
        try page.evaluate("""
            window.__decorEvents = [];
            for (const type of ['decoration-activated', 'decoration-hovered', 'decoration-unhovered']) {
              document.addEventListener(type, (event) => window.__decorEvents.push(Object.assign({ type: type }, event.detail)));
            }
            """)
    }

    func events() throws -> [Event] {
        try decode("window.__decorEvents")
    }

    /// Scrolls so that the document point (x, y) is in view, and returns where it then is in the viewport.
    func bringIntoView(x: Double, y: Double) throws -> (x: Double, y: Double) {
        try page.evaluate("window.scrollTo(\(max(0, x - 100)), \(max(0, y - 200)))")
        try settle()
        let scrolled = try scrollPosition()
        return (x - scrolled.x, y - scrolled.y)
    }

    private func scrollPosition() throws -> (x: Double, y: Double) {
        let position: [Double] = try decode("[window.scrollX, window.scrollY]")
        return (position[0], position[1])
    }

    /// Clicks at a viewport point and lets the runtime's handlers run.
    func click(x: Double, y: Double) throws {
        try page.click(x: x, y: y)
        try settle()
    }

    func moveMouse(x: Double, y: Double) throws {
        try page.send("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": JSONValue(x), "y": JSONValue(y)])
        try settle()
    }

    private func decode<T: Decodable>(_ expression: String) throws -> T {
        let text = try page.evaluate("JSON.stringify(\(expression))").stringValue ?? "null"
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }

    /// Rebuilds each range from the `decor-ranges` block (as the runtime does) and takes the client rects
    /// of its text, one text node piece at a time.
    private static let measureScript = """
        (() => {
          const data = JSON.parse(document.getElementById('decor-ranges').textContent);
          const nodeAt = (path) => path.reduce((node, index) => node.childNodes[index], document.body);
          const textRects = (item) => {
            const range = document.createRange();
            range.setStart(nodeAt(item.start.path), item.start.offset);
            range.setEnd(nodeAt(item.end.path), item.end.offset);
            const rects = [];
            const walker = document.createTreeWalker(range.commonAncestorContainer, NodeFilter.SHOW_TEXT);
            for (let node = walker.currentNode; node; node = walker.nextNode()) {
              if (node.nodeType !== Node.TEXT_NODE || !range.intersectsNode(node)) continue;
              const start = node === range.startContainer ? range.startOffset : 0;
              const end = node === range.endContainer ? range.endOffset : node.length;
              if (end <= start) continue;
              const piece = document.createRange();
              piece.setStart(node, start);
              piece.setEnd(node, end);
              for (const rect of piece.getClientRects()) {
                rects.push({ x: rect.left + scrollX, y: rect.top + scrollY, width: rect.width, height: rect.height });
              }
            }
            return rects;
          };
          const boxes = window.__decor.boxes();
          return data.groups.flatMap((group) => group.items.map((item) => ({
            id: item.id, group: group.group, layout: item.layout, width: item.width, text: textRects(item),
            boxes: boxes.find((entry) => entry.id === item.id && entry.group === group.group).boxes,
          })));
        })()
        """
}
