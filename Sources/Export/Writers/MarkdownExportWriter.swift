import Foundation

/// Markdown for Obsidian, Logseq and the like: YAML front matter (title, authors, reader, tags), a heading
/// per chapter, each quote as a block quote in reading order with its note, tags, colour, page and link.
public struct MarkdownExportWriter: ExportWriter {
    public let name = "md"
    public let fileExtension = "md"

    public init() {}

    /// Appends line by line to one string: an export writes hundreds of thousands of these files.
    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        let publication = unit.publication
        let tags = Set(unit.highlights.flatMap(\.record.tags).map(Self.tag)).subtracting([""]).sorted()
        var text = ""
        text.reserveCapacity(1024 + unit.highlights.count * 512)
        func line(_ parts: String...) {
            for part in parts { text += part }
            text += "\n"
        }
        line("---")
        line("title: ", MarkupEscaping.yaml(publication.displayTitle))
        line("authors: [", publication.authors.map(MarkupEscaping.yaml).joined(separator: ", "), "]")
        line("publication: ", MarkupEscaping.yaml(publication.id))
        if let identifier = publication.identifier { line("identifier: ", MarkupEscaping.yaml(identifier)) }
        line("reader: ", MarkupEscaping.yaml(unit.reader))
        line("highlights: ", String(unit.highlights.count))
        line("pages: ", MarkupEscaping.yaml(publication.pages))
        line("tags: [", tags.map(MarkupEscaping.yaml).joined(separator: ", "), "]")
        line("---")
        line()
        line("# ", MarkupEscaping.markdownLine(publication.displayTitle))
        for chapter in unit.chapters {
            line()
            line("## ", MarkupEscaping.markdownLine(chapter.path.isEmpty ? "Highlights" : chapter.path.joined(separator: " › ")))
            for highlight in chapter.highlights {
                line()
                Self.append(highlight, in: publication, links: links, to: &text)
            }
        }
        return Data(text.utf8)
    }

    /// A highlight's lines, each ending with a line break: the quote, the note, then its details.
    private static func append(_ highlight: ExportedHighlight, in publication: PublicationSummary,
                               links: HighlightLinks, to text: inout String) {
        let record = highlight.record
        for line in MarkupEscaping.markdownLines(highlight.quote) {
            text += "> "
            text += line
            text += "\n"
        }
        if let note = record.note, !note.isEmpty {
            text += "\n"
            for line in MarkupEscaping.markdownLines(note) {
                text += line
                text += "\n"
            }
        }
        text += "\n— "
        if let page = highlight.pageText {
            text += MarkupEscaping.markdownLine(page)
            text += " · "
        }
        text += "colour "
        text += HighlightTint.hex(of: record)
        let tags = record.tags.map(tag).filter { !$0.isEmpty }
        if !tags.isEmpty {
            text += " · "
            text += tags.map { "#\($0)" }.joined(separator: " ")
        }
        if let reanchored = highlight.reanchored {
            text += " · re-anchored ("
            text += reanchored
            text += ")"
        }
        let link = links.link(to: highlight, in: publication)
        text += " · [open](<"
        // A byte test: String's contains(_:) goes through Foundation's locale-aware search.
        text += link.utf8.contains(UInt8(ascii: ">")) ? link.replacingOccurrences(of: ">", with: "%3E") : link
        text += ">)\n"
    }

    /// A tag as Obsidian and Logseq accept it after `#`: letters, digits, `-`, `_` and `/`, other runs as `-`.
    static func tag(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? asciiTag(text) : characterTag(text)
    }

    /// `tag` by characters and their Unicode properties, for any text.
    static func characterTag(_ text: String) -> String {
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

    /// `tag` of an ASCII text, by bytes: asking each character for its Unicode properties is most of the
    /// cost of writing a unit's tags.
    private static func asciiTag(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                if let last = bytes.last, last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
            }
        }
        while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
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
