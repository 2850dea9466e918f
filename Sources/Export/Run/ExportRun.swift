import DecorEngine
import Foundation
import Synchronization

/// One `decor export` run: the publications of this shard (changed since `since`, when given) exported
/// concurrently, bounded by `concurrency`; then the readers' indexes; then `report.json` and the
/// watermark. A run interrupted and started again with `resume` skips what its manifest holds.
public struct ExportRun: Sendable {
    public var source: any HighlightSource
    public var access: PublicationAccess
    public var output: ExportOutputFolder
    public var writers: [any ExportWriter]
    public var links = HighlightLinks()
    /// The layout pages are counted at when a book has no page list, and SVG cards are drawn at; nil for
    /// neither (no layout page, cards without pictures). Off by default: laying chapters out costs more than
    /// the rest of an export.
    public var referenceLayout: ReferenceLayout?
    public var shard = ShardAssignment.whole
    /// An ISO 8601 time, or `last` for the watermark of this shard's previous completed run.
    public var since: String?
    public var resume = false
    public var concurrency = ProcessInfo.processInfo.activeProcessorCount
    /// Describes the source in the manifest's settings (a resumed run must read the same one).
    public var sourceDescription: String
    public var onEvent: @Sendable (ExportEvent) -> Void = { _ in }

    public init(source: any HighlightSource, access: PublicationAccess, output: ExportOutputFolder,
                writers: [any ExportWriter], sourceDescription: String) {
        self.source = source
        self.access = access
        self.output = output
        self.writers = writers
        self.sourceDescription = sourceDescription
    }

    /// The report file of this shard: `report.json` for a whole run, `report-I-of-N.json` for a shard (the
    /// last shard to finish also merges them all into `report.json`).
    public var reportPath: String {
        shard.count == 1 ? "report.json" : "report-\(shard.index)-of-\(shard.count).json"
    }

    public func run() async throws -> ExportReport {
        let after = try resolvedSince()
        let watermark = try await source.latestChange()
        let settings: JSONValue = [
            "source": .string(sourceDescription), "since": after.map(JSONValue.string) ?? .null,
            "formats": .array(writers.map { .string($0.name) }), "shard": .string(shard.description),
            "linkBase": .string(links.base), "pageLayout": .string(referenceLayout?.description ?? "none"),
            "templates": .object(writers.compactMap { writer in writer.templateDigest.map { JSONMember(writer.name, .string($0)) } }),
        ]
        let manifest = try ExportManifest(folder: output, shard: shard, settings: settings, resume: resume)
        if resume { output.removeAbandonedTemporaryFiles() }
        let tally = RunTally(resuming: manifest.previousOutcomes)
        let pending = try await source.publications(changedAfter: after)
            .filter { shard.owns($0.id) && !manifest.finishedPublications.contains($0.id) }
        onEvent(.started(publications: pending.count))
        let exporter = PublicationExporter(
            source: source, access: access, writers: writers, links: links, referenceLayout: referenceLayout,
            output: output, manifest: manifest,
            since: after, onUnit: tally.add)
        let events = onEvent
        let total = pending.count
        try await withThrowingTaskGroup(of: String.self) { group in
            var queue = pending.makeIterator()
            var running = 0
            while true {
                while running < max(1, concurrency), let record = queue.next() {
                    group.addTask {
                        try await exporter.export(record)
                        return record.id
                    }
                    running += 1
                }
                guard let finished = try await group.next() else { break }
                running -= 1
                let (done, highlights) = tally.finishPublication()
                events(.publicationFinished(publication: finished, done: done, total: total, highlights: highlights))
            }
        }
        try await writeIndexes(changedAfter: after)
        let final = tally.report
        try writeReports(final)
        if let watermark { try ExportWatermark.write(watermark, in: output, shard: shard) }
        try manifest.complete()
        onEvent(.finished)
        return final
    }

    private func resolvedSince() throws(ExportError) -> String? {
        guard let since else { return nil }
        if since == "last" { return ExportWatermark.read(in: output, shard: shard) }
        guard let normalized = ExportTimestamp.normalize(since) else {
            throw .invalidOption(name: "since", reason: "expected an ISO 8601 time or 'last', got '\(since)'")
        }
        return normalized
    }

    /// Each reader's `index.<ext>` (for the formats that have one), written by the shard that owns the reader
    /// (so shards never write the same file) and, in an incremental run, only for readers with changes.
    private func writeIndexes(changedAfter after: String?) async throws {
        var current: [ShelfEntry] = []
        func flush() throws {
            guard let reader = current.first?.reader, shard.owns(reader) else { return }
            if let after, !current.contains(where: { $0.latestChange > after }) { return }
            let shelf = ReaderShelf(reader: reader, entries: current.filter { $0.highlights > 0 })
            for writer in writers {
                let path = "\(PathSlug.reader(reader))/index.\(writer.fileExtension)"
                if shelf.entries.isEmpty {
                    try output.remove(at: path)
                } else if let data = writer.index(for: shelf) {
                    try output.write(data, at: path)
                }
            }
        }
        try await source.forEachShelfEntry { entry in
            if entry.reader != current.first?.reader {
                try flush()
                current.removeAll(keepingCapacity: true)
            }
            current.append(entry)
        }
        try flush()
    }

    /// This shard's report and, once every shard's report is there, the merged `report.json`.
    private func writeReports(_ report: ExportReport) throws {
        try output.write(WebAnnotationExportWriter.bytes(report.json), at: reportPath)
        guard shard.count > 1 else { return }
        var merged = ExportReport()
        for index in 0..<shard.count {
            guard let data = output.read(at: "report-\(index)-of-\(shard.count).json"),
                  let json = try? JSONValue.parse(data), let part = ExportReport(json: json) else { return }
            merged.merge(part)
        }
        try output.write(WebAnnotationExportWriter.bytes(merged.json), at: "report.json")
    }
}

/// The report of a run in progress, shared by the tasks that export publications concurrently.
private final class RunTally: Sendable {
    private let state: Mutex<(report: ExportReport, publications: Int)>

    init(resuming outcomes: [UnitOutcome]) {
        var report = ExportReport()
        for outcome in outcomes { report.add(outcome) }
        report.resumedUnits = outcomes.count
        state = Mutex((report, 0))
    }

    @Sendable func add(_ outcome: UnitOutcome) {
        state.withLock { $0.report.add(outcome) }
    }

    /// Counts a finished publication; returns the publications and live highlights done so far.
    func finishPublication() -> (Int, Int) {
        state.withLock { state in
            state.publications += 1
            return (state.publications, state.report.highlights)
        }
    }

    var report: ExportReport { state.withLock { $0.report } }
}
