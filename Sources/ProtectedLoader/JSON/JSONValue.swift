import Foundation

/// A JSON document as a value, keeping integers exact, so that a license can be re-serialised in the
/// canonical form its signature covers.
public enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !array.isAtEnd { items.append(try array.decode(JSONValue.self)) }
            self = .array(items)
        } else if let object = try? decoder.container(keyedBy: MemberName.self) {
            var members: [String: JSONValue] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(JSONValue.self, forKey: key) }
            self = .object(members)
        } else {
            self = try Self.scalar(decoder.singleValueContainer())
        }
    }

    /// Decodes `data`, a complete JSON text.
    public static func parse(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    private static func scalar(_ container: any SingleValueDecodingContainer) throws -> JSONValue {
        if container.decodeNil() { return .null }
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if let value = try? container.decode(Int64.self) { return .integer(value) }
        if let value = try? container.decode(Double.self) { return .double(value) }
        return .string(try container.decode(String.self))
    }

    /// The string, when this is one.
    public var stringValue: String? {
        if case let .string(value) = self { return value }
        return nil
    }

    /// The integer, when this is one.
    public var integerValue: Int64? {
        if case let .integer(value) = self { return value }
        return nil
    }

    private struct MemberName: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
