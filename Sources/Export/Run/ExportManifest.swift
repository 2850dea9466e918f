import DecorEngine
import Foundation
import Synchronization

/// The record of finished work that lets a killed run resume (`--resume`): a JSON Lines file under
/// `DIR/.decor-export/`, one per shard, whose first line holds the run's settings and each further line
/// one finished unit (appended after the unit's files were renamed into place) or one finished
/// publication, and a last line once the run completed. A line cut short by a kill is ignored, so its
/// unit is simply done again; since files are rewritten whole, nothing is duplicated.
public final class ExportManifest: Sendable {
    public let path: String
    private let handle: Mutex<FileHandle>
    /// What the interrupted run had finished.
    public let finishedUnits: Set<String>
    public let finishedPublications: Set<String>
    public let previousOutcomes: [UnitOutcome]

    /// Opens the manifest of `shard` in `folder`. Without `resume`, or when the previous run completed, it
    /// starts afresh; resuming an interrupted run needs that run's settings.
    public init(folder: ExportOutputFolder, shard: ShardAssignment, settings: JSONValue, resume: Bool) throws(ExportError) {
        let url = folder.root.appendingPathComponent(".decor-export/manifest-\(shard.index)-of-\(shard.count).jsonl")
        path = url.path
        var units = Set<String>(), publications = Set<String>(), outcomes: [UnitOutcome] = []
        var existing = resume ? FileManager.default.contents(atPath: url.path) : nil
        let lines = (existing ?? Data()).split(separator: UInt8(ascii: "\n")).compactMap { try? JSONValue.parse(Data($0)) }
        // A run that completed leaves nothing to resume: the next one starts afresh, whatever its settings.
        if lines.contains(where: { $0["complete"] != nil }) { existing = nil }
        if existing != nil {
            guard let header = lines.first?["run"] else { throw .invalidManifest(path: url.path, reason: "it has no run settings") }
            guard header == settings else {
                throw .invalidManifest(path: url.path, reason: "it was written with other settings (\(JSONWriter().string(header)))")
            }
            for line in lines.dropFirst() {
                if let unit = line["unit"].flatMap(UnitOutcome.init(json:)), units.insert(Self.key(unit.publication, unit.reader)).inserted {
                    outcomes.append(unit)
                } else if let publication = line["finished"]?.stringValue {
                    publications.insert(publication)
                }
            }
        }
        finishedUnits = units
        finishedPublications = publications
        previousOutcomes = outcomes
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if existing == nil {
                try Data((JSONWriter().string(["run": settings]) + "\n").utf8).write(to: url)
            }
            let file = try FileHandle(forWritingTo: url)
            try file.seekToEnd()
            handle = Mutex(file)
        } catch {
            throw .cannotWrite(path: url.path, reason: "\(error)")
        }
    }

    /// The key of a unit in `finishedUnits`.
    public static func key(_ publication: String, _ reader: String) -> String {
        publication + "\u{0}" + reader
    }

    func record(_ outcome: UnitOutcome) throws(ExportError) {
        try append(["unit": outcome.json])
    }

    func finish(publication: String) throws(ExportError) {
        try append(["finished": .string(publication)])
    }

    /// Marks the run complete: a later `--resume` starts a new run.
    func complete() throws(ExportError) {
        try append(["complete": true])
    }

    /// Appends one line in one write, so a kill leaves at most that line cut short.
    private func append(_ line: JSONValue) throws(ExportError) {
        let bytes = Data((JSONWriter().string(line) + "\n").utf8)
        do {
            try handle.withLock { try $0.write(contentsOf: bytes) }
        } catch {
            throw .cannotWrite(path: path, reason: "\(error)")
        }
    }
}
