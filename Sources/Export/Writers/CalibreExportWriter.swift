import DecorEngine
import Foundation

/// calibre's e-book viewer highlights file (`{"type": "calibre_highlights", "version": 1, "highlights":
/// [...]}`), which its viewer imports: each highlight with its start and end CFIs inside its spine item,
/// spine index and name, text, notes, a builtin colour and the table-of-contents titles above it.
public struct CalibreExportWriter: ExportWriter {
    public let name = "calibre"
    public let fileExtension = "calibre.json"

    public init() {}

    public func document(for unit: ExportUnit, links: HighlightLinks) -> Data {
        let highlights: [JSONValue] = unit.highlights.map { highlight in
            let record = highlight.record
            return [
                "type": "highlight",
                "uuid": .string(Self.uuid(of: record)),
                "timestamp": .string(record.updated),
                "start_cfi": .string(highlight.startCFI.strippingCFIWrapper),
                "end_cfi": .string(highlight.endCFI.strippingCFIWrapper),
                "spine_index": JSONValue(highlight.readingOrderIndex),
                "spine_name": .string(highlight.href),
                "highlighted_text": .string(highlight.quote),
                "notes": .string(record.note ?? ""),
                "style": ["kind": "color", "type": "builtin", "which": .string(HighlightTint.calibreName(of: record))],
                "toc_family_titles": .array(highlight.chapterPath.map(JSONValue.string)),
            ]
        }
        return WebAnnotationExportWriter.bytes(["type": "calibre_highlights", "version": 1, "highlights": .array(highlights)])
    }

    /// calibre keys annotations by a 22-character id; decor derives one from the highlight id so re-exports
    /// update instead of duplicating.
    static func uuid(of record: HighlightRecord) -> String {
        let first = String(StableHash.fnv1a64(record.id), radix: 36)
        let second = String(StableHash.fnv1a64(record.reader + "\u{0}" + record.id), radix: 36)
        return String((first + second + String(repeating: "0", count: 22)).prefix(22))
    }

    public func index(for shelf: ReaderShelf) -> Data? { nil }
}

private extension String {
    /// `/4/2/1:3` from `epubcfi(/4/2/1:3)`: calibre stores the bare path.
    var strippingCFIWrapper: String {
        hasPrefix("epubcfi(") && hasSuffix(")") ? String(dropFirst(8).dropLast()) : self
    }
}
