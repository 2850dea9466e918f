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

    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        let items = unit.highlights.map { Self.annotation($0, in: unit.publication, links: links) }
        let collection: JSONValue = [
            "@context": "http://www.w3.org/ns/anno.jsonld",
            "type": "AnnotationCollection",
            "label": .string("\(unit.publication.displayTitle) — \(unit.reader)"),
            "total": JSONValue(items.count),
            "decor": [
                "reader": .string(unit.reader),
                "publication": .string(unit.publication.id),
                "title": unit.publication.title.map(JSONValue.string) ?? .null,
                "authors": .array(unit.publication.authors.map(JSONValue.string)),
                "identifier": unit.publication.identifier.map(JSONValue.string) ?? .null,
                "pages": .string(unit.publication.pages),
            ],
            "first": ["type": "AnnotationPage", "startIndex": 0, "items": .array(items)],
        ]
        return Self.bytes(collection)
    }

    static func bytes(_ value: JSONValue) -> Data {
        var bytes = JSONWriter(pretty: true).bytes(value)
        bytes.append(UInt8(ascii: "\n"))
        return Data(bytes)
    }

    private static func annotation(_ highlight: ExportedHighlight, in publication: PublicationSummary,
                                   links: HighlightLinks) -> JSONValue {
        let record = highlight.record
        var bodies: [JSONValue] = []
        if let note = record.note, !note.isEmpty {
            bodies.append(["type": "TextualBody", "value": .string(note), "format": "text/plain", "purpose": "commenting"])
        }
        bodies += record.tags.map { ["type": "TextualBody", "value": .string($0), "purpose": "tagging"] }
        var selectors: [JSONValue] = [
            ["type": "TextQuoteSelector", "exact": .string(highlight.quote), "prefix": .string(highlight.before),
             "suffix": .string(highlight.after)],
            ["type": "TextPositionSelector", "start": JSONValue(highlight.textOffsets.lowerBound),
             "end": JSONValue(highlight.textOffsets.upperBound)],
        ]
        if !highlight.partialCFI.isEmpty {
            selectors.append(["type": "FragmentSelector", "conformsTo": .string(AnnotationSelector.epubCFISpecification),
                              "value": .string(highlight.partialCFI)])
        }
        var members: [JSONMember] = [
            JSONMember("id", .string("urn:decor:highlight:" + URLPercentEncoding.encode(record.id, keeping: .alphanumerics))),
            JSONMember("type", "Annotation"),
            JSONMember("motivation", bodies.isEmpty ? "highlighting" : "commenting"),
            JSONMember("creator", .string(record.reader)),
        ]
        if let created = record.created { members.append(JSONMember("created", .string(created))) }
        members.append(JSONMember("modified", .string(record.updated)))
        if !bodies.isEmpty { members.append(JSONMember("body", .array(bodies))) }
        members.append(JSONMember("target", ["source": .string(highlight.href), "selector": .array(selectors)]))
        members.append(JSONMember("decor", [
            "id": .string(record.id),
            "link": .string(links.link(to: highlight, in: publication)),
            "cfi": .string(highlight.cfi),
            "chapter": .array(highlight.chapterPath.map(JSONValue.string)),
            "page": highlight.page.map(JSONValue.string) ?? .null,
            "pageSource": highlight.pageSource.map { .string($0.rawValue) } ?? .null,
            "progression": JSONValue(highlight.progression),
            "style": .string(record.style ?? "highlight"),
            "tint": .string(HighlightTint.hex(of: record)),
            "strategy": .string(highlight.strategy.rawValue),
            "score": JSONValue(highlight.score),
            "reanchored": highlight.reanchored.map(JSONValue.string) ?? .null,
        ]))
        return .object(members)
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
