import DecorEngine

/// What happened to one reader × publication unit: the manifest's line for it, and its share of the report.
public struct UnitOutcome: Sendable, Equatable {
    public var publication: String
    public var reader: String
    /// Live (not deleted) highlights of the unit.
    public var highlights: Int
    public var exported: Int
    public var orphans: [Orphan]
    /// The publication's protection error code when it opened restricted (nothing exported then).
    public var restricted: String?
    /// Whether the unit's files were written (false when nothing could be exported, or all were deleted).
    public var written: Bool

    /// The manifest line.
    var json: JSONValue {
        ["publication": .string(publication), "reader": .string(reader), "highlights": JSONValue(highlights),
         "exported": JSONValue(exported), "orphans": .array(orphans.map(\.json)),
         "restricted": restricted.map(JSONValue.string) ?? .null, "written": .bool(written)]
    }

    init(publication: String, reader: String, highlights: Int, exported: Int, orphans: [Orphan], restricted: String?,
         written: Bool) {
        self.publication = publication
        self.reader = reader
        self.highlights = highlights
        self.exported = exported
        self.orphans = orphans
        self.restricted = restricted
        self.written = written
    }

    /// Reads a manifest line back; nil for a line that is not a unit (or was cut by a kill).
    init?(json: JSONValue) {
        guard let publication = json["publication"]?.stringValue, let reader = json["reader"]?.stringValue,
              let highlights = json["highlights"]?.integerValue, let exported = json["exported"]?.integerValue,
              let orphans = json["orphans"]?.arrayValue, let written = json["written"]?.boolValue else { return nil }
        self.init(publication: publication, reader: reader, highlights: highlights, exported: exported,
                  orphans: orphans.compactMap(Orphan.init(json:)), restricted: json["restricted"]?.stringValue, written: written)
    }
}

extension Orphan {
    /// `{"id", "reader", "publication", "reason"}`, as report.json lists it.
    var json: JSONValue {
        ["id": .string(id), "reader": .string(reader), "publication": .string(publication), "reason": .string(reason)]
    }

    init?(json: JSONValue) {
        guard let id = json["id"]?.stringValue, let reader = json["reader"]?.stringValue,
              let publication = json["publication"]?.stringValue, let reason = json["reason"]?.stringValue else { return nil }
        self.init(id: id, reader: reader, publication: publication, reason: reason)
    }
}
