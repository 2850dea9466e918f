import Foundation

/// Markdown for Obsidian, Logseq and the like: YAML front matter (title, authors, reader, tags), a heading
/// per chapter, each quote as a block quote in reading order with its note, tags, colour, page and link.
public struct MarkdownExportWriter: ExportWriter {
    public let name = "md"
    public let fileExtension = "md"

    public init() {}

    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        let publication = unit.publication
        let tags = Set(unit.highlights.flatMap(\.record.tags).map(Self.tag)).subtracting([""]).sorted()
        var lines = ["---"]
        lines.append("title: \(MarkupEscaping.yaml(publication.displayTitle))")
        lines.append("authors: [\(publication.authors.map(MarkupEscaping.yaml).joined(separator: ", "))]")
        lines.append("publication: \(MarkupEscaping.yaml(publication.id))")
        if let identifier = publication.identifier { lines.append("identifier: \(MarkupEscaping.yaml(identifier))") }
        lines.append("reader: \(MarkupEscaping.yaml(unit.reader))")
        lines.append("highlights: \(unit.highlights.count)")
        lines.append("pages: \(MarkupEscaping.yaml(publication.pages))")
        lines.append("tags: [\(tags.map(MarkupEscaping.yaml).joined(separator: ", "))]")
        lines.append("---")
        lines.append("")
        lines.append("# \(MarkupEscaping.markdownLine(publication.displayTitle))")
        for chapter in unit.chapters {
            lines.append("")
            let heading = chapter.path.isEmpty ? "Highlights" : chapter.path.joined(separator: " › ")
            lines.append("## \(MarkupEscaping.markdownLine(heading))")
            for highlight in chapter.highlights {
                lines.append("")
                lines += Self.lines(for: highlight, in: publication, links: links)
            }
        }
        lines.append("")
        return Data(lines.joined(separator: "\n").utf8)
    }

    private static func lines(for highlight: ExportedHighlight, in publication: PublicationSummary,
                              links: HighlightLinks) -> [String] {
        let record = highlight.record
        var lines = MarkupEscaping.markdownLines(highlight.quote).map { "> \($0)" }
        if let note = record.note, !note.isEmpty {
            lines.append("")
            lines += MarkupEscaping.markdownLines(note)
        }
        var details: [String] = []
        if let page = highlight.pageText { details.append(MarkupEscaping.markdownLine(page)) }
        details.append("colour \(HighlightTint.hex(of: record))")
        let tags = record.tags.map(tag).filter { !$0.isEmpty }
        if !tags.isEmpty { details.append(tags.map { "#\($0)" }.joined(separator: " ")) }
        if let reanchored = highlight.reanchored { details.append("re-anchored (\(reanchored))") }
        let link = links.link(to: highlight, in: publication)
        details.append("[open](<\(link.contains(">") ? link.replacingOccurrences(of: ">", with: "%3E") : link)>)")
        lines.append("")
        lines.append("— " + details.joined(separator: " · "))
        return lines
    }

    /// A tag as Obsidian and Logseq accept it after `#`: letters, digits, `-`, `_` and `/`, other runs as `-`.
    static func tag(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isLetter || character.isNumber || "_/".contains(character) {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.last == "-" { result.removeLast() }
        return result
    }

    public func index(for shelf: ReaderShelf) -> Data? {
        var lines = ["---", "reader: \(MarkupEscaping.yaml(shelf.reader))", "publications: \(shelf.entries.count)", "---", ""]
        lines.append("# Highlights of \(MarkupEscaping.markdownLine(shelf.reader))")
        lines.append("")
        for entry in shelf.entries {
            let file = "\(PathSlug.publication(entry.publication)).\(fileExtension)"
            lines.append("- [\(MarkupEscaping.markdownLine(entry.publication))](<\(file)>) — \(entry.highlights) highlight\(entry.highlights == 1 ? "" : "s")")
        }
        lines.append("")
        return Data(lines.joined(separator: "\n").utf8)
    }
}
