/// A JSON value kept losslessly: objects keep their key order and numbers keep their original text, so a
/// decoration read from a file is written back byte for byte in meaning and form (Foundation's
/// `JSONSerialization` would reorder keys and round numbers through `Double`).
///
/// Equality is semantic: object key order does not matter and numbers compare by value
/// (`1.0 == 1`, `1e2 == 100`), which is what the group diff needs to tell an update from a re-save.
public enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null

    /// The value of `key` when this is an object holding it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The name of this value's JSON type, for error messages ("expected a string, found an array").
    public var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of a JSON object, in file order.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue: Equatable {
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(left), .object(right)):
            guard left.count == right.count else { return false }
            // Small objects (the usual locator) compare faster by scanning than by building a dictionary.
            if left.count <= 8 {
                return left.allSatisfy { member in right.contains { $0.key == member.key && $0.value == member.value } }
            }
            let rightByKey = Dictionary(right.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            return left.allSatisfy { rightByKey[$0.key] == $0.value }
        case let (.array(left), .array(right)):
            return left == right
        case let (.string(left), .string(right)):
            return left == right
        case let (.number(left), .number(right)):
            return left == right
        case let (.bool(left), .bool(right)):
            return left == right
        case (.null, .null):
            return true
        default:
            return false
        }
    }
}
