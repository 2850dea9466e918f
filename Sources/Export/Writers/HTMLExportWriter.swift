import Foundation

/// A standalone, printable HTML page: quotes grouped by chapter, each in its own tint, with notes, tags,
/// page and link. Every reader-written string is escaped, and a Content-Security-Policy forbids scripts
/// and remote loads, so a hostile note stays text.
public struct HTMLExportWriter: ExportWriter {
    public let name = "html"
    public let fileExtension = "html"

    public init() {}

    static let stylesheet = """
        body { font: 16px/1.5 Georgia, serif; max-width: 42em; margin: 2em auto; padding: 0 1em; color: #222; }
        h1 { margin-bottom: 0; } .byline, .meta { color: #555; margin-top: .2em; }
        h2 { margin-top: 2em; border-bottom: 1px solid #ccc; font-size: 1.2em; }
        article { margin: 1.2em 0; break-inside: avoid; }
        blockquote { margin: 0; padding: .3em .8em; border-left: .35em solid var(--tint); }
        mark { background: color-mix(in srgb, var(--tint) 35%, transparent); color: inherit; }
        .note { margin: .4em 0 0 1.2em; white-space: pre-wrap; }
        .details { margin: .3em 0 0 1.2em; font-size: .85em; color: #555; }
        .tag { background: #eee; border-radius: .3em; padding: 0 .3em; margin-right: .3em; }
        @media print { a { color: inherit; text-decoration: none; } body { margin: 0; max-width: none; } }
        """

    static let securityPolicy = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"

    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        let publication = unit.publication
        var html = Self.head(title: "\(publication.displayTitle) — \(unit.reader)", language: publication.language)
        html += "<header><h1>\(MarkupEscaping.html(publication.displayTitle))</h1>\n"
        if !publication.authors.isEmpty {
            html += "<p class=\"byline\">\(MarkupEscaping.html(publication.authors.joined(separator: ", ")))</p>\n"
        }
        let count = unit.highlights.count
        html += "<p class=\"meta\">\(MarkupEscaping.html(unit.reader)) · \(count) highlight\(count == 1 ? "" : "s")</p></header>\n"
        for chapter in unit.chapters {
            let heading = chapter.path.isEmpty ? "Highlights" : chapter.path.joined(separator: " › ")
            html += "<section>\n<h2>\(MarkupEscaping.html(heading))</h2>\n"
            for highlight in chapter.highlights {
                html += Self.article(for: highlight, in: publication, links: links)
            }
            html += "</section>\n"
        }
        html += "</body>\n</html>\n"
        return Data(html.utf8)
    }

    private static func article(for highlight: ExportedHighlight, in publication: PublicationSummary,
                                links: HighlightLinks) -> String {
        let record = highlight.record
        var html = "<article id=\"h-\(MarkupEscaping.html(record.id))\" style=\"--tint: \(HighlightTint.hex(of: record))\">\n"
        html += "<blockquote><mark>\(MarkupEscaping.html(highlight.quote))</mark></blockquote>\n"
        if let note = record.note, !note.isEmpty {
            html += "<p class=\"note\">\(MarkupEscaping.html(note))</p>\n"
        }
        var details: [String] = []
        if let page = highlight.pageText { details.append(MarkupEscaping.html(page)) }
        details += record.tags.map { "<span class=\"tag\">\(MarkupEscaping.html($0))</span>" }
        if let reanchored = highlight.reanchored { details.append("re-anchored (\(MarkupEscaping.html(reanchored)))") }
        details.append("<a href=\"\(MarkupEscaping.html(links.link(to: highlight, in: publication)))\">open</a>")
        html += "<p class=\"details\">\(details.joined(separator: " · "))</p>\n</article>\n"
        return html
    }

    private static func head(title: String, language: String?) -> String {
        let lang = language.map { " lang=\"\(MarkupEscaping.html($0))\"" } ?? ""
        return """
            <!DOCTYPE html>
            <html\(lang)>
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(securityPolicy)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(MarkupEscaping.html(title))</title>
            <style>
            \(stylesheet)
            </style>
            </head>
            <body>

            """
    }

    public func index(for shelf: ReaderShelf) -> Data? {
        var html = Self.head(title: "Highlights of \(shelf.reader)", language: nil)
        html += "<h1>Highlights of \(MarkupEscaping.html(shelf.reader))</h1>\n<ul>\n"
        for entry in shelf.entries {
            let file = "\(PathSlug.publication(entry.publication)).\(fileExtension)"
            html += "<li><a href=\"\(MarkupEscaping.html(file))\">\(MarkupEscaping.html(entry.publication))</a> — \(entry.highlights)</li>\n"
        }
        html += "</ul>\n</body>\n</html>\n"
        return Data(html.utf8)
    }
}
