import DecorEngine
import Foundation

/// The script only pages served by `decor serve` get (Resources/decor-live-updates.js): it listens to the
/// reader's event stream and applies each diff to the open page in place through the runtime's
/// `__decor.refresh()` hook, so `render --live` output stays as it was.
enum LiveUpdatesScript {
    static let source: String = {
        guard let url = Bundle.module.url(forResource: "decor-live-updates", withExtension: "js"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { preconditionFailure("decor-live-updates.js is missing from the Server bundle") }
        return text
    }()

    /// Where the page's script listens and what it re-reads: the page's own URL, its href in the
    /// publication, the reader's event stream, and the revision of the reader's groups the page was
    /// rendered at (a stream opening at another one means a diff was missed).
    struct Configuration {
        var page: String
        var href: String
        var events: String
        var revision: String

        var json: String {
            JSONWriter(htmlSafe: true).string(.object([
                JSONMember("page", .string(page)), JSONMember("href", .string(href)), JSONMember("events", .string(events)),
                JSONMember("revision", .string(revision)),
            ]))
        }
    }

    /// Adds the configuration block and the script at the start of `<head>` (before the runtime, which the
    /// script only calls once events arrive). Text goes in as text nodes: the serializer escapes it.
    static func insert(_ configuration: Configuration, into document: Document) throws {
        guard let root = document.rootElement, let body = document.body else { return }
        let head = try root.childElements.first { $0.hasLocalName("head") }
            ?? root.insertElement("head", namespace: root.namespaceURI, before: body)
        let first = head.children.first
        let data = try head.insertElement("script", namespace: head.namespaceURI, before: first)
        try data.setAttribute("type", value: "application/json")
        try data.setAttribute("id", value: "decor-live-config")
        try data.insertText(configuration.json)
        let script = try head.insertElement("script", namespace: head.namespaceURI, before: first)
        try script.insertText(source)
    }
}
