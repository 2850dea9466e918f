import DOM
import Foundation

/// ReadiumCSS written into a page's markup as a navigator injects it, so that a browser opening the page
/// lays it out as decor's layout did: `<link>`s to the variant's sheets (`before` first in `<head>`,
/// `default` after it when the page has no styles of its own, `after` last) and the reader's settings
/// on the root's `style` attribute.
extension ReadiumCSS {
    /// Links the sheets into `document`'s `<head>` (created before `<body>` when missing) and writes the
    /// settings on its root. `isVertical` is whether the page is written vertically (from its layout),
    /// which with its language and direction picks the variant.
    public func link(into document: Document, mode: LayoutMode, isVertical: Bool) throws {
        guard let root = document.rootElement else { return }
        let variant = Self.variant(of: document, isVertical: isVertical)
        let head = try root.childElements.first { $0.hasLocalName("head") }
            ?? root.insertElement("head", namespace: root.namespaceURI, before: document.body)
        let hasOwnStyles = root.descendantElements.contains { element in
            element.hasLocalName("style") || (element.hasLocalName("link")
                && (element.attribute("rel") ?? "").lowercased().split(separator: " ").contains("stylesheet"))
        }
        let first = head.firstChildNode
        try linkSheet("before", variant: variant, in: head, before: first)
        if !hasOwnStyles { try linkSheet("default", variant: variant, in: head, before: first) }
        try linkSheet("after", variant: variant, in: head, before: nil)
        try writeSettings(on: root, mode: mode)
    }

    /// Appends the settings to the root's own `style` attribute, after a `;` when it has none.
    func writeSettings(on root: Node, mode: LayoutMode) throws {
        let own = root.attribute("style").map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let settingsText = styleAttribute(mode: mode)
        try root.setAttribute("style", value: own.isEmpty ? settingsText : own + (own.hasSuffix(";") ? " " : "; ") + settingsText)
    }

    private func linkSheet(_ name: String, variant: Variant, in head: Node, before reference: Node?) throws {
        let link = try head.insertElement("link", namespace: head.namespaceURI, before: reference)
        try link.setAttribute("rel", value: "stylesheet")
        try link.setAttribute("type", value: "text/css")
        try link.setAttribute("href", value: sheetURL(name, variant: variant).absoluteString)
        try head.insertText("\n", before: link)
    }
}
