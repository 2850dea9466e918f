import Foundation
import JSON
import Templates
import WorkSharing

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
    /// Written a slice of outcomes at a time and passed to `write` in pieces, so that a report of 100,000
    /// decorations (tens of megabytes) never exists whole, as a tree or as text; each slice's outcomes
    /// are written on two threads.
    public func writeJSON(to write: ([UInt8]) throws -> Void) throws {
        let writer = JSONWriter(pretty: true)
        var output = [UInt8(ascii: "{")]
        try Self.writeArray(key: "decorations", position: 0, decorations, json: Self.json, writer: writer, into: &output, to: write)
        try Self.writeArray(key: "resources", position: 1, resources, json: Self.json, writer: writer, into: &output, to: write)
        writer.writeClose(UInt8(ascii: "}"), isEmpty: false, depth: 0, into: &output)
        output.append(UInt8(ascii: "\n"))
        try write(output)
    }

    /// How many outcomes are written between two calls of `write`.
    private static let sliceLength = 256

    /// Writes `"key": [elements]` as the report object's member at `position`, as `JSONWriter` lays it out.
    private static func writeArray<Element: Sendable>(
        key: String, position: Int, _ elements: [Element], json: @escaping @Sendable (Element) -> JSONValue,
        writer: JSONWriter, into output: inout [UInt8], to write: ([UInt8]) throws -> Void
    ) throws {
        writer.writeSeparator(position: position, depth: 1, into: &output)
        writer.writeKey(key, into: &output)
        output.append(UInt8(ascii: "["))
        for start in stride(from: 0, to: elements.count, by: sliceLength) {
            let slice = Array(elements[start..<min(start + sliceLength, elements.count)])
            for (offset, text) in TwoThreadMap.map(slice, { writer.bytes(json($0), depth: 2) }).enumerated() {
                writer.writeSeparator(position: start + offset, depth: 2, into: &output)
                output += text
            }
            try write(output)
            output.removeAll(keepingCapacity: true)
        }
        writer.writeClose(UInt8(ascii: "]"), isEmpty: elements.isEmpty, depth: 1, into: &output)
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
