import Foundation
import JSON

/// Reading and writing the Locator JSON, unknown members included. Known members are written first, in
/// the order of the Readium toolkits; unknown ones follow in the order they were read.
extension Locator {
    /// Reads a locator from JSON text.
    public init(jsonData data: Data) throws {
        guard let value = try? JSONValue.parse(data) else { throw LocatorError(field: "", reason: "not JSON") }
        try self.init(json: value)
    }

    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, path: "")
        href = try reader.requiredString("href")
        mediaType = try reader.string("type")
        title = try reader.string("title")
        locations = try reader.object("locations").map(Locations.init(reader:)) ?? Locations()
        text = try reader.object("text").map(Text.init(reader:)) ?? Text()
        otherMembers = reader.unknown(besides: ["href", "type", "title", "locations", "text"])
    }

    public var json: JSONValue {
        let locationsJSON = locations.json
        let textJSON = text.json
        return .object(locatorMembers([
            "href": .string(href),
            "type": mediaType.map(JSONValue.string),
            "title": title.map(JSONValue.string),
            "locations": locationsJSON.isEmpty ? nil : .object(locationsJSON),
            "text": textJSON.isEmpty ? nil : .object(textJSON),
        ], then: otherMembers))
    }
}

extension Locator.Locations {
    init(reader: JSONObjectReader) throws {
        fragments = try reader.strings("fragments") ?? []
        progression = try reader.double("progression")
        position = try reader.integer("position")
        totalProgression = try reader.double("totalProgression")
        cssSelector = try reader.string("cssSelector")
        partialCfi = try reader.string("partialCfi")
        domRange = try reader.object("domRange").map(Locator.DomRange.init(reader:))
        otherLocations = reader.unknown(besides: ["fragments", "progression", "position", "totalProgression",
                                                  "cssSelector", "partialCfi", "domRange"])
    }

    var json: [JSONMember] {
        locatorMembers([
            "fragments": fragments.isEmpty ? nil : .array(fragments.map(JSONValue.string)),
            "progression": progression.map { JSONValue($0) },
            "position": position.map { JSONValue($0) },
            "totalProgression": totalProgression.map { JSONValue($0) },
            "cssSelector": cssSelector.map(JSONValue.string),
            "partialCfi": partialCfi.map(JSONValue.string),
            "domRange": domRange.map { .object($0.json) },
        ], then: otherLocations)
    }
}

extension Locator.DomRange {
    init(reader: JSONObjectReader) throws {
        guard let startReader = try reader.object("start") else {
            throw LocatorError(field: "locations.domRange.start", reason: "is required")
        }
        start = try Point(reader: startReader)
        end = try reader.object("end").map(Point.init(reader:))
        otherMembers = reader.unknown(besides: ["start", "end"])
    }

    var json: [JSONMember] {
        locatorMembers(["start": .object(start.json), "end": end.map { .object($0.json) }], then: otherMembers)
    }
}

extension Locator.DomRange.Point {
    init(reader: JSONObjectReader) throws {
        cssSelector = try reader.requiredString("cssSelector")
        guard let index = try reader.integer("textNodeIndex") else {
            throw LocatorError(field: "\(reader.path).textNodeIndex", reason: "is required")
        }
        textNodeIndex = index
        charOffset = try reader.integer("charOffset")
        otherMembers = reader.unknown(besides: ["cssSelector", "textNodeIndex", "charOffset"])
    }

    var json: [JSONMember] {
        locatorMembers([
            "cssSelector": .string(cssSelector),
            "textNodeIndex": JSONValue(textNodeIndex),
            "charOffset": charOffset.map { JSONValue($0) },
        ], then: otherMembers)
    }
}

extension Locator.Text {
    init(reader: JSONObjectReader) throws {
        before = try reader.string("before")
        highlight = try reader.string("highlight")
        after = try reader.string("after")
        otherMembers = reader.unknown(besides: ["before", "highlight", "after"])
    }

    var json: [JSONMember] {
        locatorMembers([
            "before": before.map(JSONValue.string),
            "highlight": highlight.map(JSONValue.string),
            "after": after.map(JSONValue.string),
        ], then: otherMembers)
    }
}

/// The known members that have a value, in order, then the unknown ones. An unknown member named like a
/// known one (only code can put it there) gives way to the field, so that no name is written twice.
private func locatorMembers(_ known: KeyValuePairs<String, JSONValue?>, then unknown: [JSONMember]) -> [JSONMember] {
    let names = Set(known.map(\.key))
    return known.compactMap { key, value in value.map { JSONMember(key, $0) } } + unknown.filter { !names.contains($0.key) }
}
