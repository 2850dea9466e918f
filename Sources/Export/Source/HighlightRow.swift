import DecorEngine
import Foundation

/// A highlight as the database stores it: the text columns of `HighlightSchema.highlightColumns`, in that
/// order. SQLite and PostgreSQL both read and write through it, so both give the same records.
struct HighlightRow {
    var columns: [String?]

    init(columns: [String?]) {
        self.columns = columns
    }

    init(_ record: HighlightRecord) {
        var locator: String?, selector: String?, href: String?, cfi: String?
        switch record.target {
        case let .locator(json): locator = json
        case let .selector(json, chapter): (selector, href) = (json, chapter)
        case let .cfi(text, chapter): (cfi, href) = (text, chapter)
        }
        let tags = JSONWriter().string(.array(record.tags.map(JSONValue.string)))
        columns = [record.id, record.reader, record.publication, locator, selector, href, cfi, record.style,
                   record.tint, record.note, tags, record.created, record.updated, record.deleted]
    }

    /// The record; throws when a required column is missing or no target is set (a row written by hand).
    func record() throws(ExportError) -> HighlightRecord {
        guard columns.count == 14, let id = columns[0], let reader = columns[1], let publication = columns[2],
              let updated = columns[12] else {
            throw .invalidSource(reason: "a highlights row lacks id, reader_id, publication_id or updated_at")
        }
        let target: HighlightTarget
        if let locator = columns[3] {
            target = .locator(locator)
        } else if let selector = columns[4] {
            target = .selector(selector, href: columns[5])
        } else if let cfi = columns[6] {
            target = .cfi(cfi, href: columns[5])
        } else {
            throw .invalidSource(reason: "highlight \(id) has no locator, selector or cfi")
        }
        let tags = (try? JSONValue.parse(Data((columns[10] ?? "[]").utf8)))?.arrayValue?.compactMap(\.stringValue) ?? []
        return HighlightRecord(id: id, reader: reader, publication: publication, target: target, style: columns[7],
                               tint: columns[8], note: columns[9], tags: tags, created: columns[11], updated: updated,
                               deleted: columns[13])
    }
}
