import DecorEngine
import Foundation

/// A W3C Web Annotation collection (what Hypothesis and Apache Annotator read): each highlight an
/// Annotation whose target is its content document with a TextQuoteSelector (this edition's text and
/// context), a TextPositionSelector and an EPUB CFI FragmentSelector; the note and tags are bodies, and
/// what decor found (chapter, page, progression, strategy, score) sits under `decor`.
public struct WebAnnotationExportWriter: ExportWriter {
    public let name = "json"
    public let fileExtension = "json"

    public init() {}

    /// Written straight to bytes: a catalogue's export writes hundreds of thousands of annotations.
    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        let publication = unit.publication
        var json = PrettyJSONStream(capacity: 1024 + unit.highlights.count * 1536)
        json.openObject()
        json.member("@context", "http://www.w3.org/ns/anno.jsonld")
        json.member("type", "AnnotationCollection")
        json.member("label", "\(publication.displayTitle) — \(unit.reader)")
        json.key("total")
        json.number(unit.highlights.count)
        json.key("decor")
        json.openObject()
        json.member("reader", unit.reader)
        json.member("publication", publication.id)
        json.member("title", publication.title)
        json.member("authors", strings: publication.authors)
        json.member("identifier", publication.identifier)
        json.member("pages", publication.pages)
        json.closeObject()
        json.key("first")
        json.openObject()
        json.member("type", "AnnotationPage")
        json.key("startIndex")
        json.number(0)
        json.key("items")
        json.openArray()
        for highlight in unit.highlights {
            json.element()
            Self.write(highlight, in: publication, links: links, to: &json)
        }
        json.closeArray()
        json.closeObject()
        json.closeObject()
        var bytes = json.bytes
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    static func bytes(_ value: JSONValue) -> Data {
        var bytes = JSONWriter(pretty: true).bytes(value)
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    private static func write(_ highlight: ExportedHighlight, in publication: PublicationSummary,
                              links: HighlightLinks, to json: inout PrettyJSONStream) {
        let record = highlight.record
        let note = record.note.flatMap { $0.isEmpty ? nil : $0 }
        let hasBodies = note != nil || !record.tags.isEmpty
        json.openObject()
        json.member("id", "urn:decor:highlight:" + URLPercentEncoding.encode(record.id, keeping: .alphanumerics))
        json.member("type", "Annotation")
        json.member("motivation", hasBodies ? "commenting" : "highlighting")
        json.member("creator", record.reader)
        if let created = record.created { json.member("created", created) }
        json.member("modified", record.updated)
        if hasBodies {
            json.key("body")
            json.openArray()
            if let note {
                json.element()
                json.openObject()
                json.member("type", "TextualBody")
                json.member("value", note)
                json.member("format", "text/plain")
                json.member("purpose", "commenting")
                json.closeObject()
            }
            for tag in record.tags {
                json.element()
                json.openObject()
                json.member("type", "TextualBody")
                json.member("value", tag)
                json.member("purpose", "tagging")
                json.closeObject()
            }
            json.closeArray()
        }
        json.key("target")
        json.openObject()
        json.member("source", highlight.href)
        json.key("selector")
        json.openArray()
        json.element()
        json.openObject()
        json.member("type", "TextQuoteSelector")
        json.member("exact", highlight.quote)
        json.member("prefix", highlight.before)
        json.member("suffix", highlight.after)
        json.closeObject()
        json.element()
        json.openObject()
        json.member("type", "TextPositionSelector")
        json.key("start")
        json.number(highlight.textOffsets.lowerBound)
        json.key("end")
        json.number(highlight.textOffsets.upperBound)
        json.closeObject()
        if !highlight.partialCFI.isEmpty {
            json.element()
            json.openObject()
            json.member("type", "FragmentSelector")
            json.member("conformsTo", AnnotationSelector.epubCFISpecification)
            json.member("value", highlight.partialCFI)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
        json.key("decor")
        json.openObject()
        json.member("id", record.id)
        json.member("link", links.link(to: highlight, in: publication))
        json.member("cfi", highlight.cfi)
        json.member("chapter", strings: highlight.chapterPath)
        json.member("page", highlight.page)
        json.member("pageSource", highlight.pageSource?.rawValue)
        json.key("progression")
        json.number(highlight.progression)
        json.member("style", record.style ?? "highlight")
        json.member("tint", HighlightTint.hex(of: record))
        json.member("strategy", highlight.strategy.rawValue)
        json.key("score")
        json.number(highlight.score)
        json.member("reanchored", highlight.reanchored)
        json.closeObject()
        json.closeObject()
    }

    public func index(for shelf: ReaderShelf) -> Data? {
        Self.bytes([
            "reader": .string(shelf.reader),
            "publications": .array(shelf.entries.map { entry in
                ["publication": .string(entry.publication),
                 "file": .string("\(PathSlug.publication(entry.publication)).\(fileExtension)"),
                 "highlights": JSONValue(entry.highlights)]
            }),
        ])
    }
}
