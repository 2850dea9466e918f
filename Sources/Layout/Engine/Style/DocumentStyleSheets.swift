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

    init(document: Document, folder: DocumentResources) {
        var entries: [Entry] = []
        var importer = StyleSheetImporter { path in folder.text(at: path) }
        var current = document.rootElement
        let root = current
        while let node = current {
            if node.isElement, let entry = Self.entry(for: node, folder: folder, importer: &importer) {
                entries.append(entry)
            }
            current = node.nextInDocumentOrder(within: root)
        }
        self.entries = entries
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    /// The sheets whose media match `environment`, in cascade order: the author sheets of a cascade there.
    func sheets(matching environment: MediaEnvironment) -> [CSSStyleSheet] {
        entries.filter { $0.media.matches(environment) }.map(\.sheet)
    }

    /// These sheets with ReadiumCSS's around them, as a navigator injects them: `before` first,
    /// `default` only when the document has no styles of its own, `after` last. Their relative URLs
    /// (ReadiumCSS's own fonts) resolve to nothing in the container.
    func injecting(_ readium: ReadiumCSS, into document: Document) throws -> DocumentStyleSheets {
        let variant = ReadiumCSS.variant(of: document, isVertical: writesVertically)
        func entry(_ name: String) throws -> Entry {
            let text = try readium.sheet(name, variant: variant)
            let sheet = (try? CSSStyleSheet.parse(text, name: "ReadiumCSS-\(name).css")) ?? CSSStyleSheet(rules: [])
            return Entry(sheet: sheet, media: MediaQueryList(text: ""), path: "")
        }
        let hasOwnStyles = !entries.isEmpty
        var injected = [try entry("before")]
        if !hasOwnStyles { injected.append(try entry("default")) }
        injected += entries
        injected.append(try entry("after"))
        return DocumentStyleSheets(entries: injected)
    }

    /// Whether a rule of these sheets sets a vertical writing mode.
    private var writesVertically: Bool {
        let environment = MediaEnvironment(viewportWidth: 0, viewportHeight: 0)
        return entries.contains { entry in
            entry.sheet.effectiveStyleRules(in: environment).contains { rule in
                rule.declarations.contains { declaration in
                    declaration.name.hasSuffix("writing-mode")
                        && declaration.value.contains { $0.keyword?.hasPrefix("vertical") == true }
                }
            }
        }
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
