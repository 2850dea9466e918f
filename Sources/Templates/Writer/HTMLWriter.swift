import DOM
import Foundation

/// The HTML writer (decorations.md, "What the HTML writer emits"): injects into a parsed content document
/// one `<style>` in `<head>` and Readium-compatible group containers at the end of `<body>` — in live mode
/// also the `decor-ranges` data block and the runtime script, in static mode no script at all but the
/// reading settings' stylesheet, so that a browser lays the page out as the boxes were laid out — then
/// serializes the document in the syntax it was read in (XHTML as XML, HTML as HTML). The same inputs
/// always give the same bytes.
///
/// Every value that comes from a decoration reaches the output through `DecorationMarkup`'s escaping or
/// as the content of a DOM text node, which the serializer escapes: nothing is ever spliced into the
/// document as markup without being parsed as well-formed fragments first. The containers' content is
/// written a slice of decorations at a time (`Document.serialized(appendingTo:markup:to:)`), so that
/// 100,000 decorations never exist at once as markup or as nodes. In an XML document each template
/// element is parsed and serialized once, and decorations whose ids and style names write as themselves
/// are written in that serialized form, with only their positions and writing modes put in; the others
/// are parsed and serialized piece by piece.
public struct HTMLWriter: Sendable {
    public var markup: DecorationMarkup
    public var runtime: RuntimeOptions
    /// Put on the `<style>` and `<script>` elements, for pages under a strict Content-Security-Policy.
    public var nonce: CSPNonce?
    public var mode: Mode

    /// Who places the boxes: the runtime script in the reader's browser, or the layout the boxes came from.
    public enum Mode: Sendable, Equatable {
        case live
        /// `settingsStylesheet` is the CSS of the reading settings the boxes were laid out under; it goes
        /// into its own `<style>` before the decorations' one.
        case `static`(settingsStylesheet: String)
    }

    public init(markup: DecorationMarkup, runtime: RuntimeOptions = RuntimeOptions(), nonce: CSPNonce? = nil, mode: Mode = .live) {
        self.markup = markup
        self.runtime = runtime
        self.nonce = nonce
        self.mode = mode
    }

    /// What writing a document produced: its bytes and the decorations left out of it.
    public struct Output: Sendable {
        public var data: Data
        public var rejected: [RejectedDecoration]
    }

    /// Writes `groups` (in the order given, numbered from 0) into `document`, which is changed in place,
    /// and returns the serialized result. A decoration that cannot be written is left out and reported.
    public func write(_ groups: [ResolvedGroup], into document: Document) throws(HTMLWriterError) -> Output {
        var data = Data()
        do {
            let rejected = try write(groups, into: document) { data.append($0.assumingMemoryBound(to: UInt8.self)) }
            return Output(data: data, rejected: rejected)
        } catch let error as HTMLWriterError {
            throw error
        } catch {
            throw .cannotWrite(document: document.name, reason: "\(error)")
        }
    }

    /// The same, passing the serialized result to `output` as it is made, in order (a large chapter need
    /// not exist whole in memory), and returning the decorations left out. Throws `HTMLWriterError` when
    /// the document cannot be written — `output` may then have had part of it — and whatever `output`
    /// throws, as it is.
    public func write(_ groups: [ResolvedGroup], into document: Document,
                      to output: (UnsafeRawBufferPointer) throws -> Void) throws -> [RejectedDecoration] {
        guard let root = document.rootElement, let body = document.body else { throw HTMLWriterError.noBody(document: document.name) }
        var misplaced: [RejectedDecoration] = []
        let positioned = groups.map { group in
            DrawnGroup(name: group.name, decorations: group.decorations.compactMap { resolved in
                placed(resolved, group: group.name, body: body, rejected: &misplaced)
            }, isActivable: group.isActivable)
        }
        let drawable = DrawableMarkup(positioned, markup: markup)
        do {
            let head = try head(of: root, before: body)
            switch mode {
            case .live:
                try append("style", text: try markup.stylesheet(for: drawable.groups), to: head, attributes: nonceAttribute)
                try append("script", text: try markup.runtimeData(for: drawable.groups, options: runtime), to: head,
                           attributes: [("type", "application/json"), ("id", "decor-ranges")])
                try append("script", text: RuntimeScript.source, to: head, attributes: nonceAttribute)
            case let .static(settingsStylesheet):
                // HTML writes style text raw: a `<` could close the element and start markup.
                guard !settingsStylesheet.contains("<") else {
                    throw HTMLWriterError.cannotWrite(document: document.name, reason: "the reading settings' CSS contains '<'")
                }
                try append("style", text: settingsStylesheet, to: head, attributes: nonceAttribute + [("id", "decor-settings")])
                try append("style", text: try markup.stylesheet(for: drawable.groups), to: head, attributes: nonceAttribute)
            }
            try head.insertText("\n")
            let containers = try body.insertMarkup(drawable.emptyContainers).filter { $0.kind == .element }
            // Every container is the same element under <body>: an element's form in one is its form in all.
            let forms = try containers.first.map { container in
                try drawable.serializedForms { try document.appendedForm(of: $0, in: container) }
            } ?? []
            try document.serialized(appendingTo: containers, markup: { index, emit in
                try drawable.writeContent(ofGroup: index, markup: markup, forms: forms, to: emit)
            }, to: { bytes in
                do {
                    try output(bytes)
                } catch {
                    throw OutputFailure(error: error)
                }
            })
            return misplaced + drawable.rejected
        } catch let failure as OutputFailure {
            throw failure.error
        } catch let error as HTMLWriterError {
            throw error
        } catch let error as TemplateError {
            // Every decoration drawn passed its template's checks, so a template error here is about the whole set.
            throw HTMLWriterError.cannotWrite(document: document.name, reason: error.message)
        } catch {
            throw HTMLWriterError.cannotWrite(document: document.name, reason: "\(error)")
        }
    }

    /// An error of the output a document is written to, kept apart from the writer's own.
    private struct OutputFailure: Error {
        let error: any Error
    }

    /// The decoration with its range counted from `<body>`, or nil after recording that its range has
    /// nothing inside the body.
    private func placed(_ resolved: ResolvedDecoration, group: String, body: Node, rejected: inout [RejectedDecoration]) -> DrawnDecoration? {
        guard let endpoints = DOMRangeEndpoints(resolved.range, body: body) else {
            rejected.append(RejectedDecoration(group: group, id: resolved.decoration.id, code: "rangeOutsideBody",
                                               message: "the range \(resolved.range) has nothing inside <body>"))
            return nil
        }
        return DrawnDecoration(decoration: resolved.decoration, lines: resolved.lines, writingMode: resolved.writingMode, range: endpoints)
    }

    private var nonceAttribute: [(String, String)] {
        nonce.map { [("nonce", $0.value)] } ?? []
    }

    /// The document's `<head>`, created before `<body>` when it has none.
    private func head(of root: Node, before body: Node) throws -> Node {
        if let head = root.childElements.first(where: { $0.hasLocalName("head") }) { return head }
        return try root.insertElement("head", namespace: root.namespaceURI, before: body)
    }

    /// Appends `<name attributes…>text</name>` to `parent` on a line of its own. The text goes in as a
    /// text node, so the serializer escapes it for XHTML; HTML writes script and style text raw, which
    /// is safe because the data block's JSON and the stylesheets hold no `<` and the runtime script
    /// holds neither `</script` nor `<!--` (the tests check both).
    private func append(_ name: String, text: String, to parent: Node, attributes: [(String, String)]) throws {
        try parent.insertText("\n")
        let element = try parent.insertElement(name, namespace: parent.namespaceURI)
        for (attribute, value) in attributes {
            try element.setAttribute(attribute, value: value)
        }
        try element.insertText(text)
    }
}
