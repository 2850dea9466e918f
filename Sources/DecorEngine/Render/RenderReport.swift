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
        var output = Array("{".utf8)
        try Self.writeArray(key: "decorations", first: true, decorations, json: Self.json, writer: writer, into: &output, to: write)
        try Self.writeArray(key: "resources", first: false, resources, json: Self.json, writer: writer, into: &output, to: write)
        output += Array("\n}\n".utf8)
        try write(output)
    }

    /// How many outcomes are written between two calls of `write`.
    private static let sliceLength = 256

    /// Writes `"key": [elements]` as a member of the report's object, as `JSONWriter` lays it out.
    private static func writeArray<Element: Sendable>(
        key: String, first: Bool, _ elements: [Element], json: @escaping @Sendable (Element) -> JSONValue, writer: JSONWriter,
        into output: inout [UInt8], to write: ([UInt8]) throws -> Void
    ) throws {
        output += (first ? [] : [UInt8(ascii: ",")]) + Array("\n  ".utf8) + writer.bytes(.string(key)) + Array(": [".utf8)
        for start in stride(from: 0, to: elements.count, by: sliceLength) {
            let slice = Array(elements[start..<min(start + sliceLength, elements.count)])
            for (offset, text) in TwoThreadMap.map(slice, { writer.bytes(json($0), depth: 2) }).enumerated() {
                if start + offset > 0 { output.append(UInt8(ascii: ",")) }
                output += elementIndent
                output += text
            }
            try write(output)
            output.removeAll(keepingCapacity: true)
        }
        output += elements.isEmpty ? [UInt8(ascii: "]")] : Array("\n  ]".utf8)
    }

    /// What comes before each element of the report's arrays: a new line, indented two levels.
    private static let elementIndent = Array("\n    ".utf8)

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
