import JSON

/// Puts ReadiumCSS into a page the browser has loaded, as a navigator does: the `before` sheet first in
/// `<head>`, the `default` one after it when the page has no styles of its own, the `after` one last,
/// and the reader's settings appended to the root's `style` attribute. The sheets go in as `<style>`
/// elements (the same cascade as links), so that no file outside the publication is loaded.
enum ReadiumCSSPageInjection {
    /// What picks the variant: the root's language and direction, and whether it is written vertically.
    private static let probe = #"""
    (() => {
      const root = document.documentElement, body = document.body || root;
      return {lang: root.getAttribute('xml:lang') || root.getAttribute('lang') || body.getAttribute('lang'),
              dir: root.getAttribute('dir') || body.getAttribute('dir'),
              vertical: getComputedStyle(root).writingMode.startsWith('vertical')};
    })()
    """#

    private static let inject = #"""
    (cfg) => {
      const XHTML = 'http://www.w3.org/1999/xhtml', doc = document, root = doc.documentElement;
      const head = doc.head || root;
      const ownStyles = doc.querySelectorAll('link[rel~="stylesheet"], style').length > 0;
      const sheet = (text) => { const s = doc.createElementNS(XHTML, 'style'); s.textContent = text; return s; };
      const before = sheet(cfg.before);
      head.insertBefore(before, head.firstChild);
      if (!ownStyles) head.insertBefore(sheet(cfg.default), before.nextSibling);
      head.appendChild(sheet(cfg.after));
      const own = (root.getAttribute('style') || '').trim();
      root.setAttribute('style', own ? own + (own.endsWith(';') ? ' ' : '; ') + cfg.style : cfg.style);
      return ownStyles;
    }
    """#

    static func apply(_ readium: ReadiumCSS, mode: LayoutMode, to page: ChromiumPage) throws {
        let facts = try page.evaluate(probe)
        let variant = ReadiumCSS.Variant(language: facts["lang"]?.stringValue, direction: facts["dir"]?.stringValue,
                                         isVertical: facts["vertical"]?.boolValue ?? false)
        let configuration: JSONValue = [
            "before": .string(try readium.sheet("before", variant: variant)),
            "default": .string(try readium.sheet("default", variant: variant)),
            "after": .string(try readium.sheet("after", variant: variant)),
            "style": .string(readium.styleAttribute(mode: mode)),
        ]
        _ = try page.evaluate("(\(inject))(\(JSONWriter().string(configuration)))")
    }
}
