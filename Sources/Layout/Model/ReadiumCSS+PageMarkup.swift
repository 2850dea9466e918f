import DOM
import Foundation

/// ReadiumCSS written into a page's markup as a navigator injects it, so that a browser opening the page
/// lays it out as decor's layout did: `<link>`s to the variant's sheets (`before` first in `<head>`,
/// `default` after it when the page has no styles of its own, `after` last) and the reader's settings
/// on the root's `style` attribute.
extension ReadiumCSS {
    /// Links the sheets into `document`'s `<head>` (created before `<body>` when missing) and writes the
    /// settings on its root. `isVertical` is whether the page is written vertically (from its layout),
    /// which with its language and direction picks the variant. `sheetsFolder` is the URL reference, from
    /// the page, of the folder holding `linkedSheets()` at their paths (so that pages and sheets move
    /// together; the user's own folder is never linked).
    public func link(into document: Document, mode: LayoutMode, isVertical: Bool, sheetsFolder: String) throws {
        guard let root = document.rootElement else { return }
        let variant = Self.variant(of: document, isVertical: isVertical)
        let head = try root.childElements.first { $0.hasLocalName("head") }
            ?? root.insertElement("head", namespace: root.namespaceURI, before: document.body)
        let hasOwnStyles = root.descendantElements.contains { element in
            element.hasLocalName("style") || (element.hasLocalName("link")
                && (element.attribute("rel") ?? "").lowercased().split(separator: " ").contains("stylesheet"))
        }
        let first = head.firstChildNode
        let folder = sheetsFolder.hasSuffix("/") || sheetsFolder.isEmpty ? sheetsFolder : sheetsFolder + "/"
        try linkSheet(folder + Self.sheetPath("before", variant: variant), in: head, before: first)
        if !hasOwnStyles { try linkSheet(folder + Self.sheetPath("default", variant: variant), in: head, before: first) }
        try linkSheet(folder + Self.sheetPath("after", variant: variant), in: head, before: nil)
        try writeSettings(on: root, mode: mode)
    }

    /// Every sheet a page can link, by its path under the sheets folder (`rtl/ReadiumCSS-after.css`): each
    /// variant's `before`, `default` and `after` that the user's folder has, read and bounded as layout
    /// reads them. A variant the folder lacks is left out; a page that needed it could not be laid out.
    public func linkedSheets() throws -> [(path: String, text: String)] {
        try Variant.allCases.flatMap { variant in
            try ["before", "default", "after"].compactMap { name in
                guard FileManager.default.fileExists(atPath: sheetURL(name, variant: variant).path) else { return nil }
                return (Self.sheetPath(name, variant: variant), try sheet(name, variant: variant))
            }
        }
    }

    /// Appends the settings to the root's own `style` attribute, after a `;` when it has none.
    func writeSettings(on root: Node, mode: LayoutMode) throws {
        let own = root.attribute("style").map { $0.trimmingWhitespace() } ?? ""
        let settingsText = styleAttribute(mode: mode)
        try root.setAttribute("style", value: own.isEmpty ? settingsText : own + (own.hasSuffix(";") ? " " : "; ") + settingsText)
    }

    private func linkSheet(_ href: String, in head: Node, before reference: Node?) throws {
        let link = try head.insertElement("link", namespace: head.namespaceURI, before: reference)
        try link.setAttribute("rel", value: "stylesheet")
        try link.setAttribute("type", value: "text/css")
        try link.setAttribute("href", value: href)
        try head.insertText("\n", before: link)
    }
}
