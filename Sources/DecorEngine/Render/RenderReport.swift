import Foundation
import JSON
import Templates

/// What a render did, written to `report.json`: each resource's fate and each decoration's outcome
/// (`{id, group, href, strategy, score, pages, boxes, error}`, in the decorations file's order).
public struct RenderReport: Sendable, Equatable {
    public var resources: [ResourceOutcome]
    public var decorations: [DecorationOutcome]

    public init(resources: [ResourceOutcome] = [], decorations: [DecorationOutcome] = []) {
        self.resources = resources
        self.decorations = decorations
    }

    /// The report as pretty-printed JSON, absent values as `null`: the same render gives the same bytes.
    /// Written one outcome at a time and passed to `write` in pieces, so that a report of 100,000
    /// decorations (tens of megabytes) never exists whole, as a tree or as text.
    public func writeJSON(to write: ([UInt8]) throws -> Void) throws {
        try JSONStreamEncoder(writer: JSONWriter(pretty: true)).encode(Streamed(report: self), to: write)
        try write([UInt8(ascii: "\n")])
    }

    /// `{"decorations": [...], "resources": [...]}`, each element made as a JSON value when it is written.
    private struct Streamed: Encodable {
        let report: RenderReport

        private enum Key: String, CodingKey {
            case decorations, resources
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var decorations = container.nestedUnkeyedContainer(forKey: .decorations)
            for outcome in report.decorations { try decorations.encode(RenderReport.json(outcome)) }
            var resources = container.nestedUnkeyedContainer(forKey: .resources)
            for resource in report.resources { try resources.encode(RenderReport.json(resource)) }
        }
    }

    static func json(_ outcome: DecorationOutcome) -> JSONValue {
        .object([
            JSONMember("id", .string(outcome.id)),
            JSONMember("group", .string(outcome.group)),
            JSONMember("href", .string(outcome.href)),
            JSONMember("strategy", outcome.strategy.map { .string($0.rawValue) } ?? .null),
            JSONMember("score", outcome.score.map { JSONValue($0) } ?? .null),
            JSONMember("pages", outcome.pages.map { .array($0.map(JSONValue.init)) } ?? .null),
            JSONMember("boxes", outcome.boxes.map { .array($0.map(json)) } ?? .null),
            JSONMember("error", outcome.error.map(json) ?? .null),
        ])
    }

    static func json(_ resource: ResourceOutcome) -> JSONValue {
        .object([
            JSONMember("href", .string(resource.href)),
            JSONMember("action", .string(resource.action.rawValue)),
            JSONMember("decorations", JSONValue(resource.decorations)),
            JSONMember("error", resource.error.map(json) ?? .null),
        ])
    }

    static func json(_ rect: Rect) -> JSONValue {
        ["x": JSONValue(rect.x), "y": JSONValue(rect.y), "width": JSONValue(rect.width), "height": JSONValue(rect.height)]
    }

    static func json(_ error: DecorationError) -> JSONValue {
        .object([JSONMember("code", .string(error.code)), JSONMember("message", .string(error.message))])
    }
}
