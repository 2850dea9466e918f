import DOM
import DecorModel
import Foundation
import Templates

/// Documents and decorations the writer tests share: a small XHTML and HTML chapter, decorations made
/// from quotes of their text, and the data block the writer emits, read back.
enum WriterSamples {
    static let xhtml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en">
        <head><title>Loomings</title><link rel="stylesheet" href="style.css"/></head>
        <body>
        <h1 id="c1">Loomings</h1>
        <p id="p1">Call me Ishmael. Some years ago—never mind how long <em>precisely</em>—having little or no money.</p>
        <!-- a comment counts as a node -->
        <p id="p2">It is a way I have of driving off the spleen, &amp; regulating the circulation.</p>
        </body>
        </html>

        """

    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Loomings</title></head>
        <body>
        <h1>Loomings</h1>
        <p>Call me Ishmael. Some years ago<br>never mind how long <em>precisely</em>.</p>
        <p>It is a way I have of driving off the spleen.</p>
        </body>
        </html>

        """

    /// Groups and templates with hostile values: ids, group names, extras and a template string that
    /// would break out of their context if they were not escaped.
    static let decorationsFile = """
        {"groups": {
          "user-highlights": [
            {"id": "12", "locator": {"href": "c.xhtml", "text": {"highlight": "Call me Ishmael"}},
             "style": {"type": "highlight", "tint": "#FFD700"}},
            {"id": "x\\" onclick=\\"window.__pwned=1", "locator": {"href": "c.xhtml", "text": {"highlight": "precisely"}},
             "style": {"type": "underline", "tint": "red", "isActive": true}}
          ],
          "</style><script>window.__pwned=1</script>": [
            {"id": "s1", "locator": {"href": "c.xhtml", "text": {"highlight": "driving off the spleen"}},
             "style": {"type": "sidemark", "tint": "hsl(120, 60%, 40%)"},
             "extras": {"label": "\\"; background:url(javascript:window.__pwned=1)"}}
          ]
        },
        "templates": {
          "sidemark": {"layout": "bounds", "width": "page",
                       "element": "<div class=\\"sidemark\\" title=\\"{{extras.label}}\\" style=\\"--tint: {{tint}}; --label: {{extras.label}}\\"></div>",
                       "stylesheet": ".sidemark { border-left: 4px solid var(--tint); }"}
        }}
        """

    static func parse(_ source: String, name: String) throws -> Document {
        try Document.parse(Data(source.utf8), name: name)
    }

    /// The range of the first occurrence of `quote` in the document's text.
    static func range(of quote: String, in document: Document) throws -> DOMRange {
        let text = document.text
        let needle = Array(quote.utf16)
        let units = text.utf16
        guard let start = units.indices.first(where: { units[$0...].starts(with: needle) }) else {
            throw CocoaError(.coderValueNotFound, userInfo: [NSDebugDescriptionErrorKey: "no \(quote) in \(document.name)"])
        }
        return text.range(of: start..<(start + needle.count))
    }

    /// Every group of the file, each decoration resolved to its quote in `document`.
    static func groups(_ file: DecorationsFile, in document: Document) throws -> [ResolvedGroup] {
        try file.groups.map { group in
            ResolvedGroup(name: group.name, decorations: try group.decorations.map { decoration in
                ResolvedDecoration(decoration: decoration, range: try range(of: decoration.textQuote?.highlight ?? "", in: document))
            }, isActivable: file.isActivable(group: group.name))
        }
    }

    static func writer(_ file: DecorationsFile, nonce: String? = nil) throws -> HTMLWriter {
        HTMLWriter(markup: DecorationMarkup(templates: try StyleTemplates(file: file), viewport: PagedViewport(width: 600, height: 800)),
                   nonce: nonce.flatMap(CSPNonce.init))
    }

    /// The `decor-ranges` block of a written document, read back with Foundation's JSON parser.
    static func runtimeData(in document: Document) throws -> [String: Any] {
        let block = try unwrapped(document.element(withID: "decor-ranges"), "no decor-ranges block")
        let object = try JSONSerialization.jsonObject(with: Data(block.textContent.utf8))
        return try unwrapped(object as? [String: Any], "the data block is not an object")
    }

    static func unwrapped<T>(_ value: T?, _ message: String) throws -> T {
        guard let value else { throw CocoaError(.coderValueNotFound, userInfo: [NSDebugDescriptionErrorKey: message]) }
        return value
    }
}
