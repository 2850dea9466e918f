import DecorEngine

/// The totals of a run, built from unit outcomes as they finish (or as a resumed run reads them back from
/// the manifest): `report.json` and the summary printed on stdout.
public struct ExportReport: Sendable {
    public private(set) var highlights = 0
    public private(set) var exported = 0
    public private(set) var units = 0
    public private(set) var orphans: [Orphan] = []
    /// Restricted publications: protection error code and live highlight count.
    public private(set) var restricted: [String: (reason: String, highlights: Int)] = [:]
    /// Units skipped because the manifest of the interrupted run already had them.
    public var resumedUnits = 0

    public init() {}

    mutating func add(_ outcome: UnitOutcome) {
        highlights += outcome.highlights
        exported += outcome.exported
        orphans += outcome.orphans
        if outcome.written { units += 1 }
        if let reason = outcome.restricted {
            restricted[outcome.publication, default: (reason, 0)].highlights += outcome.highlights
        }
    }

    /// Adds another shard's report (for the merged `report.json`).
    mutating func merge(_ other: ExportReport) {
        highlights += other.highlights
        exported += other.exported
        units += other.units
        orphans += other.orphans
        resumedUnits += other.resumedUnits
        for (publication, entry) in other.restricted { restricted[publication] = entry }
    }

    /// Whether `--strict` fails the run.
    public var isClean: Bool { orphans.isEmpty && restricted.isEmpty }

    /// `{"highlights", "exported", "orphans": [{"id", "reader", "publication", "reason"}], "restricted":
    /// [{"publication", "reason", "highlights"}], "units"}`, sorted so the bytes do not depend on timing.
    public var json: JSONValue {
        let sortedOrphans = orphans.sorted { ($0.publication, $0.reader, $0.id) < ($1.publication, $1.reader, $1.id) }
        return [
            "highlights": JSONValue(highlights),
            "exported": JSONValue(exported),
            "orphans": .array(sortedOrphans.map(\.json)),
            "restricted": .array(restricted.keys.sorted().map { publication in
                ["publication": .string(publication), "reason": .string(restricted[publication]!.reason),
                 "highlights": JSONValue(restricted[publication]!.highlights)]
            }),
            "units": JSONValue(units),
        ]
    }

    /// Reads a shard's report.json back.
    init?(json: JSONValue) {
        guard let highlights = json["highlights"]?.integerValue, let exported = json["exported"]?.integerValue,
              let units = json["units"]?.integerValue, let orphans = json["orphans"]?.arrayValue,
              let restricted = json["restricted"]?.arrayValue else { return nil }
        self.highlights = highlights
        self.exported = exported
        self.units = units
        self.orphans = orphans.compactMap(Orphan.init(json:))
        for entry in restricted {
            guard let publication = entry["publication"]?.stringValue, let reason = entry["reason"]?.stringValue,
                  let count = entry["highlights"]?.integerValue else { return nil }
            self.restricted[publication] = (reason, count)
        }
    }
}
