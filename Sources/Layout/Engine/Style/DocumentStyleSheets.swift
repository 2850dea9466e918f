import DOM

/// The author style sheets of a document in cascade order: `<link rel="stylesheet">` files read from
/// the resource folder and `<style>` elements, each with its `@import`s filled in and the media it
/// applies to. Alternate and non-CSS sheets are left out, as a browser leaves them out.
struct DocumentStyleSheets: Sendable {
    /// One sheet, with the container path its relative hrefs (fonts, imports) resolve against.
    struct Entry: Sendable {
        let sheet: CSSStyleSheet
        let media: MediaQueryList
        let path: String
    }

    let entries: [Entry]
    /// Whether a sheet or a `style` attribute uses viewport units: styles then differ between viewports
    /// even where the same rules apply.
    let usesViewportUnits: Bool

    init(document: Document, folder: DocumentResources) {
        var entries: [Entry] = []
        var importer = StyleSheetImporter { path in folder.text(at: path) }
        var viewportUnits = false
        var current = document.rootElement
        let root = current
        while let node = current {
            if node.isElement {
                if let entry = Self.entry(for: node, folder: folder, importer: &importer) { entries.append(entry) }
                if !viewportUnits, let style = node.attribute("style") {
                    viewportUnits = ViewportUnits.appear(in: CSSComponentParser.parse(style))
                }
            }
            current = node.nextInDocumentOrder(within: root)
        }
        self.entries = entries
        usesViewportUnits = viewportUnits || entries.contains { ViewportUnits.appear(in: $0.sheet) }
    }

    private static func entry(for element: Node, folder: DocumentResources,
                              importer: inout StyleSheetImporter) -> Entry? {
        guard let name = element.localName?.lowercased(), name == "link" || name == "style" else { return nil }
        if let type = element.attribute("type")?.lowercased(), !type.isEmpty, type != "text/css" { return nil }
        let media = MediaQueryList(text: element.attribute("media") ?? "")
        let text: String
        let path: String
        if name == "link" {
            let relations = (element.attribute("rel") ?? "").lowercased().split(separator: " ")
            guard relations.contains("stylesheet"), !relations.contains("alternate"),
                  let href = element.attribute("href"),
                  let target = folder.resolve(href, relativeTo: folder.documentPath),
                  let loaded = folder.text(at: target) else { return nil }
            text = loaded
            path = target
        } else {
            text = element.textContent
            path = folder.documentPath
        }
        guard let parsed = try? CSSStyleSheet.parse(text, name: path) else { return nil }
        return Entry(sheet: importer.resolveImports(of: parsed, at: path), media: media, path: path)
    }
}
