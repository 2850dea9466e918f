import Foundation

/// Reading and writing the Locator JSON, unknown members included.
extension Locator {
    /// Reads a locator from JSON text.
    public init(jsonData data: Data) throws {
        guard let value = JSONValue.parsed(data) else { throw LocatorError(field: "", reason: "not JSON") }
        try self.init(json: value)
    }

    public init(json: JSONValue) throws {
        let reader = try JSONObjectReader(json, path: "")
        href = try reader.requiredString("href")
        type = try reader.string("type")
        title = try reader.string("title")
        locations = try reader.object("locations").map(Locations.init(reader:)) ?? Locations()
        text = try reader.object("text").map(Text.init(reader:)) ?? Text()
        otherMembers = reader.unknown(besides: ["href", "type", "title", "locations", "text"])
    }

    public var json: JSONValue {
        var members = otherMembers
        members["href"] = .string(href)
        members["type"] = type.map(JSONValue.string)
        members["title"] = title.map(JSONValue.string)
        let locationsJSON = locations.json
        if locationsJSON != [:] { members["locations"] = .object(locationsJSON) }
        let textJSON = text.json
        if textJSON != [:] { members["text"] = .object(textJSON) }
        return .object(members)
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
        otherMembers = reader.unknown(besides: ["fragments", "progression", "position", "totalProgression",
                                                "cssSelector", "partialCfi", "domRange"])
    }

    var json: [String: JSONValue] {
        var members = otherMembers
        if !fragments.isEmpty { members["fragments"] = .array(fragments.map(JSONValue.string)) }
        members["progression"] = progression.map(JSONValue.double)
        members["position"] = position.map { JSONValue.integer(Int64($0)) }
        members["totalProgression"] = totalProgression.map(JSONValue.double)
        members["cssSelector"] = cssSelector.map(JSONValue.string)
        members["partialCfi"] = partialCfi.map(JSONValue.string)
        members["domRange"] = domRange.map { .object($0.json) }
        return members
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

    var json: [String: JSONValue] {
        var members = otherMembers
        members["start"] = .object(start.json)
        members["end"] = end.map { .object($0.json) }
        return members
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

    var json: [String: JSONValue] {
        var members = otherMembers
        members["cssSelector"] = .string(cssSelector)
        members["textNodeIndex"] = .integer(Int64(textNodeIndex))
        members["charOffset"] = charOffset.map { JSONValue.integer(Int64($0)) }
        return members
    }
}

extension Locator.Text {
    init(reader: JSONObjectReader) throws {
        before = try reader.string("before")
        highlight = try reader.string("highlight")
        after = try reader.string("after")
        otherMembers = reader.unknown(besides: ["before", "highlight", "after"])
    }

    var json: [String: JSONValue] {
        var members = otherMembers
        members["before"] = before.map(JSONValue.string)
        members["highlight"] = highlight.map(JSONValue.string)
        members["after"] = after.map(JSONValue.string)
        return members
    }
}
