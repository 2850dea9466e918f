import Foundation

/// A JSON value kept losslessly: objects keep their key order and numbers keep their original text, so a
/// decoration or a locator read from a file is written back byte for byte in meaning and form, a layout
/// report lists its keys in client_rects.py's order, and an LCP license's integers stay exact for the
/// canonical form its signature covers (Foundation's `JSONSerialization` would reorder keys and round
/// numbers through `Double`).
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

    /// Parses a complete JSON text with the default limits of `JSONParser`.
    public static func parse(_ data: Data) throws(JSONParser.SyntaxError) -> JSONValue {
        try JSONParser().parse(data)
    }

    /// The value of `key` when this is an object holding it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
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

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The number as a `Double`, whether written as an integer or not.
    public var numberValue: Double? {
        if case .number(let number) = self { return number.doubleValue }
        return nil
    }

    /// The number as an exact integer (`3`, `3.0`, `3e0`); nil for fractions and what an `Int` cannot hold.
    public var integerValue: Int? {
        if case .number(let number) = self { return number.integerValue }
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

extension Array where Element == JSONMember {
    /// The value of the member named `key` (the first, should a producer have repeated it).
    public subscript(key: String) -> JSONValue? {
        first { $0.key == key }?.value
    }
}

extension JSONValue: Equatable {
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch lhs {
        case .object(let left):
            guard case .object(let right) = rhs else { return false }
            return membersEqual(left, right)
        case .array(let left):
            guard case .array(let right) = rhs else { return false }
            return left == right
        case .string(let left):
            guard case .string(let right) = rhs else { return false }
            return left == right
        case .number(let left):
            guard case .number(let right) = rhs else { return false }
            return left == right
        case .bool(let left):
            guard case .bool(let right) = rhs else { return false }
            return left == right
        case .null:
            guard case .null = rhs else { return false }
            return true
        }
    }

    /// Objects are equal as dictionaries. Most compared objects were written by the same program and
    /// share their key order, so that case is checked pairwise first.
    private static func membersEqual(_ left: [JSONMember], _ right: [JSONMember]) -> Bool {
        guard left.count == right.count else { return false }
        // Buffer pointers let the comparisons borrow the members instead of copying them: the diff of a
        // large group spends most of its time here (measured with `decor-bench diff`).
        return left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in
                var index = 0
                while index < left.count, left[index].key == right[index].key { index += 1 }
                guard index == left.count else {
                    let rightByKey = Dictionary(right.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                    return left.allSatisfy { rightByKey[$0.key] == $0.value }
                }
                for index in 0..<left.count where !(left[index].value == right[index].value) {
                    return false
                }
                return true
            }
        }
    }
}
