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

    func export(_ record: PublicationRecord) async throws {
        let availability = open(record)
        var reader: String?
        var unit: [HighlightRecord] = []
        try await source.forEachHighlight(of: record.id) { highlight in
            if highlight.reader != reader {
                if let reader { try finish(reader: reader, unit, of: record, availability) }
                reader = highlight.reader
                unit.removeAll(keepingCapacity: true)
            }
            unit.append(highlight)
        }
        if let reader { try finish(reader: reader, unit, of: record, availability) }
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

    private func finish(reader: String, _ records: [HighlightRecord], of record: PublicationRecord,
                        _ availability: Availability) throws {
        guard !manifest.finishedUnits.contains(ExportManifest.key(record.id, reader)) else { return }
        if let since, !records.contains(where: { $0.updated > since }) { return }
        let live = records.filter { !$0.isDeleted }
        var outcome = UnitOutcome(publication: record.id, reader: reader, highlights: live.count, exported: 0,
                                  orphans: [], restricted: nil, written: false)
        switch availability {
        case let .restricted(code):
            outcome.restricted = code
        case let .unavailable(reason):
            outcome.orphans = live.map { Orphan(id: $0.id, reader: reader, publication: record.id, reason: reason) }
        case let .open(content, summary):
            let enricher = HighlightEnricher(content: content, drawsExcerpts: writers.contains { $0.drawsExcerpts })
            var exported: [ExportedHighlight] = []
            for highlight in live {
                switch enricher.enrich(highlight) {
                case let .exported(found): exported.append(found)
                case let .orphan(orphan): outcome.orphans.append(orphan)
                }
            }
            outcome.exported = exported.count
            let unit = ExportUnit(reader: reader, publication: summary, highlights: exported)
            for writer in writers {
                let path = "\(PathSlug.reader(reader))/\(summary.slug).\(writer.fileExtension)"
                if exported.isEmpty {
                    try output.remove(at: path)
                } else {
                    try output.write(writer.document(for: unit, links: links), at: path)
                }
            }
            outcome.written = !exported.isEmpty
        }
        try manifest.record(outcome)
        onUnit(outcome)
    }
}
