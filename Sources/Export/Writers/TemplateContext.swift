import Foundation

/// The values a user template renders (docs/commands.md, "Templates"), for one reader × publication unit.
/// Every string is already escaped for the template's format, so `{{x}}` and `{{{x}}}` print the same
/// safe text and no reader-written value can add markup: HTML-escaped for HTML; for Markdown, one line of
/// inline text (line breaks become spaces; `…Lines` arrays keep them) with HTML and Markdown syntax
/// escaped, and `yaml.*` scalars for the front matter.
struct TemplateContext {
    /// The format a template writes.
    enum Markup {
        case markdown
        case html

        /// One value as the template may print it.
        func text(_ value: String) -> String {
            switch self {
            case .html: MarkupEscaping.html(value)
            case .markdown: MarkupEscaping.markdownLines(value).joined(separator: " ")
            }
        }

        /// A multi-line value, line by line.
        func lines(_ value: String) -> [String] {
            value.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { text(String($0)) }
        }
    }

    let markup: Markup
    let links: HighlightLinks

    /// The context of `unit`: the unit's values, `publication`, `chapters` (each with its `highlights`) and
    /// every highlight in reading order under `highlights`.
    func values(of unit: ExportUnit) -> [String: Any] {
        let publication = unit.publication
        let tags = Array(Set(unit.highlights.flatMap(\.record.tags))).sorted()
        var position = 0
        let chapters: [[String: Any]] = unit.chapters.map { chapter in
            let highlights = chapter.highlights.map { highlight in
                position += 1
                return values(of: highlight, at: position, in: publication)
            }
            return [
                "title": markup.text(chapter.path.last ?? "Highlights"),
                "heading": markup.text(chapter.path.isEmpty ? "Highlights" : chapter.path.joined(separator: " › ")),
                "path": chapter.path.map(markup.text),
                "highlights": highlights,
            ]
        }
        var context: [String: Any] = [
            "reader": markup.text(unit.reader),
            "publication": [
                "id": markup.text(publication.id),
                "slug": publication.slug,
                "title": markup.text(publication.displayTitle),
                "authors": publication.authors.map(markup.text),
                "author": markup.text(publication.authors.joined(separator: ", ")),
                "identifier": publication.identifier.map(markup.text) as Any,
                "language": publication.language.map(markup.text) as Any,
                "pages": publication.hasPageList ? "page-list" : "none",
                "hasPageList": publication.hasPageList,
            ] as [String: Any],
            "highlightCount": unit.highlights.count,
            "tags": tags.map(markup.text),
            "chapters": chapters,
            "highlights": chapters.flatMap { $0["highlights"] as? [[String: Any]] ?? [] },
        ]
        if markup == .markdown {
            context["hashtags"] = tags.map(MarkdownExportWriter.tag).filter { !$0.isEmpty }.map { "#" + $0 }
            context["yaml"] = [
                "title": Self.yaml(publication.displayTitle),
                "reader": Self.yaml(unit.reader),
                "publication": Self.yaml(publication.id),
                "identifier": Self.yaml(publication.identifier ?? ""),
                "authors": "[" + publication.authors.map(Self.yaml).joined(separator: ", ") + "]",
                "tags": "[" + tags.map(Self.yaml).joined(separator: ", ") + "]",
            ]
        }
        return context
    }

    private func values(of highlight: ExportedHighlight, at position: Int, in publication: PublicationSummary) -> [String: Any] {
        let record = highlight.record
        var values: [String: Any] = [
            "position": position,
            "id": markup.text(record.id),
            "quote": markup.text(highlight.quote),
            "quoteLines": markup.lines(highlight.quote),
            "before": markup.text(highlight.before),
            "after": markup.text(highlight.after),
            "tags": record.tags.map(markup.text),
            "hasTags": !record.tags.isEmpty,
            "style": markup.text(record.style ?? "highlight"),
            "colour": HighlightTint.hex(of: record),
            "color": HighlightTint.hex(of: record),
            "chapter": markup.text(highlight.chapter ?? ""),
            "heading": markup.text(highlight.chapterPath.joined(separator: " › ")),
            "chapterPath": highlight.chapterPath.map(markup.text),
            "href": markup.text(highlight.href),
            "cfi": markup.text(highlight.cfi),
            "partialCFI": markup.text(highlight.partialCFI),
            "link": markup.text(Self.plainURL(links.link(to: highlight, in: publication))),
            "updated": markup.text(record.updated),
            "progression": highlight.progression,
            "strategy": highlight.strategy.rawValue,
            "score": highlight.score,
            "reanchored": highlight.reanchored != nil,
        ]
        if let note = record.note, !note.isEmpty {
            values["note"] = markup.text(note)
            values["noteLines"] = markup.lines(note)
        }
        if let tint = record.tint { values["tint"] = markup.text(tint) }
        if let page = highlight.page { values["page"] = markup.text(page) }
        if let created = record.created { values["created"] = markup.text(created) }
        if let reason = highlight.reanchored { values["reanchoring"] = markup.text(reason) }
        if markup == .markdown {
            values["hashtags"] = record.tags.map(MarkdownExportWriter.tag).filter { !$0.isEmpty }.map { "#" + $0 }
        }
        return values
    }

    /// A link with the characters that end a Markdown link destination or an HTML attribute percent-encoded.
    private static func plainURL(_ link: String) -> String {
        var result = ""
        for scalar in link.unicodeScalars {
            switch scalar {
            case "<", ">", "(", ")", " ", "\"", "'", "`", "\n", "\r", "\t":
                result += String(format: "%%%02X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A YAML double-quoted scalar that stays one line and shows no markup even if printed outside the
    /// front matter: a JSON string with `<`, `>`, `&`, brackets and parentheses as `\u` escapes.
    static func yaml(_ text: String) -> String {
        var result = ""
        for scalar in MarkupEscaping.yaml(text).unicodeScalars {
            if "<>&[]()`*_|{}".unicodeScalars.contains(scalar) {
                result += String(format: "\\u%04x", scalar.value)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
