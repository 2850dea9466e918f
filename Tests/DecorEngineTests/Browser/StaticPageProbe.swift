import DecorEngine
import Foundation

/// A statically decorated chapter open in headless Chromium: each decoration's boxes as the browser lays
/// them out, beside the client rects of its quote's text found in the page's own body text.
struct StaticPageProbe {
    let page: ChromiumPage

    struct Measurement: Decodable {
        var id: String
        var style: String
        /// The decoration's box elements, in document coordinates.
        var boxes: [LayoutRect]
        /// The client rects of the quote's text, per text node, in document coordinates.
        var text: [LayoutRect]
    }

    /// Whether the page has any script element.
    func hasScript() throws -> Bool {
        try page.evaluate("document.getElementsByTagName('script').length > 0").boolValue ?? true
    }

    /// Measures the decorations of `quotes` (decoration id → the highlight text, whose first occurrence
    /// in the body is the decorated one).
    func measurements(quotes: [String: String]) throws -> [Measurement] {
        try page.evaluate("document.fonts.ready", awaitPromise: true)
        let quotesJSON = String(decoding: try JSONEncoder().encode(quotes), as: UTF8.self)
        let text = try page.evaluate("JSON.stringify((\(Self.script))(\(quotesJSON)))").stringValue ?? "[]"
        return try JSONDecoder().decode([Measurement].self, from: Data(text.utf8))
    }

    private static let script = """
        (quotes) => {
          const nodes = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.parentElement.closest('script, style, [id^="r2-decoration-"]')) continue;
            nodes.push(node);
          }
          const starts = [];
          let text = '';
          for (const node of nodes) { starts.push(text.length); text += node.data; }
          const rect = (r) => ({ x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height });
          const textRects = (from, to) => {
            const rects = [];
            nodes.forEach((node, index) => {
              const start = Math.max(from - starts[index], 0), end = Math.min(to - starts[index], node.length);
              if (end <= start) return;
              const range = document.createRange();
              range.setStart(node, start);
              range.setEnd(node, end);
              for (const r of range.getClientRects()) rects.push(rect(r));
            });
            return rects;
          };
          return [...document.querySelectorAll('[data-decoration-id]')].map((element) => {
            const id = element.getAttribute('data-decoration-id');
            const at = quotes[id] === undefined ? -1 : text.indexOf(quotes[id]);
            return {
              id: id, style: element.getAttribute('data-style'),
              boxes: [...element.children].map((child) => rect(child.getBoundingClientRect())),
              text: at < 0 ? [] : textRects(at, at + quotes[id].length),
            };
          });
        }
        """
}
