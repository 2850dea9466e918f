import DecorEngine
import Foundation

/// Exports one publication: opens it once, streams its highlights reader by reader, and for each reader
/// × publication unit writes every format's file (or removes them when nothing is left), then records
/// the unit in the manifest. A restricted or unopenable book still accounts for every highlight.
struct PublicationExporter: Sendable {
    let source: any HighlightSource
    let access: PublicationAccess
    let writers: [any ExportWriter]
    let links: HighlightLinks
    /// The layout of layout pages and excerpts; nil for none.
    let referenceLayout: ReferenceLayout?
    let output: ExportOutputFolder
    let manifest: ExportManifest
    /// Only units with a highlight updated after this time are exported (incremental runs).
    let since: String?
    let onUnit: @Sendable (UnitOutcome) -> Void

    /// How the publication could be opened.
    private enum Availability {
        case open(PublicationContent, PublicationSummary)
        case restricted(code: String)
        case unavailable(reason: String)
    }

    /// How many units' files may be waiting to be written while enrichment goes on: enough to keep the
    /// writing tasks busy, few enough that memory stays bounded.
    static let unitsInFlight = 8

    /// A unit enriched and ready to be written: its outcome, and its file contents (nil when no file is
    /// touched: a restricted or unopenable publication; no highlights: the unit's files are removed).
    private struct EnrichedUnit: Sendable {
        var outcome: UnitOutcome
        var files: ExportUnit?
    }

    /// Enrichment needs the publication's parsed documents, which one task uses at a time; formatting and
    /// writing a unit's files needs only the unit, so it runs in tasks of its own, beside the enrichment of
    /// the next units (a catalogue's largest book is otherwise worked on by one core alone).
    func export(_ record: PublicationRecord) async throws {
        let availability = open(record)
        try await withThrowingTaskGroup(of: Void.self) { writing in
            var inFlight = 0
            var reader: String?
            var unit: [HighlightRecord] = []
            func hand(_ enriched: EnrichedUnit?) async throws {
                guard let enriched else { return }
                if inFlight == Self.unitsInFlight {
                    try await writing.next()
                    inFlight -= 1
                }
                writing.addTask { try self.write(enriched) }
                inFlight += 1
            }
            try await source.forEachHighlight(of: record.id) { highlight in
                if highlight.reader != reader {
                    if let reader { try await hand(enrich(reader: reader, unit, of: record, availability)) }
                    reader = highlight.reader
                    unit.removeAll(keepingCapacity: true)
                }
                unit.append(highlight)
            }
            if let reader { try await hand(enrich(reader: reader, unit, of: record, availability)) }
            try await writing.waitForAll()
        }
        try manifest.finish(publication: record.id)
    }

    private func open(_ record: PublicationRecord) -> Availability {
        do {
            let publication = try access.open(record)
            if publication.isRestricted {
                return .restricted(code: publication.protectionError?.code ?? "restricted")
            }
            let content = PublicationContent(publication: publication, referenceLayout: referenceLayout)
            return .open(content, PublicationSummary(record: record, content: content))
        } catch {
            return .unavailable(reason: "the publication cannot be opened: \((error as? any CodedError)?.message ?? "\(error)")")
        }
    }

    /// The unit of `reader`'s highlights, enriched; nil when the manifest already has it or, in an
    /// incremental run, nothing in it changed.
    private func enrich(reader: String, _ records: [HighlightRecord], of record: PublicationRecord,
                        _ availability: Availability) -> EnrichedUnit? {
        guard !manifest.finishedUnits.contains(ExportManifest.key(record.id, reader)) else { return nil }
        if let since, !records.contains(where: { $0.updated > since }) { return nil }
        let live = records.filter { !$0.isDeleted }
        var outcome = UnitOutcome(publication: record.id, reader: reader, highlights: live.count, exported: 0,
                                  orphans: [], restricted: nil, written: false)
        switch availability {
        case let .restricted(code):
            outcome.restricted = code
            return EnrichedUnit(outcome: outcome, files: nil)
        case let .unavailable(reason):
            outcome.orphans = live.map { Orphan(id: $0.id, reader: reader, publication: record.id, reason: reason) }
            return EnrichedUnit(outcome: outcome, files: nil)
        case let .open(content, summary):
            let enricher = HighlightEnricher(content: content, drawsExcerpts: writers.contains { $0.drawsExcerpts })
            var exported: [ExportedHighlight] = []
            var marks: [PagedChapter.Mark?] = []
            for highlight in live {
                switch enricher.enrich(highlight) {
                case let .exported(found, mark):
                    exported.append(found)
                    marks.append(mark)
                case let .orphan(orphan): outcome.orphans.append(orphan)
                }
            }
            if enricher.drawsExcerpts { enricher.drawExcerpts(on: &exported, marks: marks) }
            outcome.exported = exported.count
            outcome.written = !exported.isEmpty
            return EnrichedUnit(outcome: outcome, files: ExportUnit(reader: reader, publication: summary, highlights: exported))
        }
    }

    /// Writes every format's file of the unit (or removes them when nothing is left), then records it in
    /// the manifest, which must only list units whose files are in place.
    private func write(_ enriched: EnrichedUnit) throws {
        if let unit = enriched.files {
            for writer in writers {
                let path = "\(PathSlug.reader(unit.reader))/\(unit.publication.slug).\(writer.fileExtension)"
                if unit.highlights.isEmpty {
                    try output.remove(at: path)
                } else {
                    try output.write(writer.document(for: unit, links: links), at: path)
                }
            }
        }
        try manifest.record(enriched.outcome)
        onUnit(enriched.outcome)
    }
}
