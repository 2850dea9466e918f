import Foundation
import ProtectedLoader

/// Locators and selectors are read and written as `JSONValue`s (the loader's exact JSON model), so
/// that members decor does not know survive a round trip; these are the extra conveniences they need.
extension JSONValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .integer(value): try container.encode(value)
        case let .double(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }
}

extension JSONValue {
    /// Parses JSON text; nil when it is not JSON.
    public static func parsed(_ data: Data) -> JSONValue? { try? parse(data) }

    /// Compact JSON with sorted keys and unescaped slashes: the same value always gives the same bytes.
    public var serialized: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    public var objectValue: [String: JSONValue]? {
        if case let .object(value) = self { return value }
        return nil
    }

    /// The number as a double, whether written as an integer or not.
    public var doubleValue: Double? {
        switch self {
        case let .integer(value): Double(value)
        case let .double(value): value
        default: nil
        }
    }

    /// The number as an integer, when it is one (`3` or `3.0`).
    public var intValue: Int? {
        switch self {
        case let .integer(value): Int(exactly: value)
        case let .double(value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        default: nil
        }
    }
}
