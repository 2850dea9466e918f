import JSON

/// A locator or selector that cannot be read: not JSON, a member of the wrong type, nothing to locate.
public struct LocatorError: CodedError, Equatable, Sendable {
    /// The member at fault, as a path (`locations.progression`); empty for the whole value.
    public let field: String
    public let reason: String

    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }

    public var code: String { "invalidLocator" }

    public var message: String {
        field.isEmpty ? "invalid locator: \(reason)" : "invalid locator: \(field): \(reason)"
    }
}

/// Typed access to the members of a JSON object, with errors that name the member.
struct JSONObjectReader {
    let members: [JSONMember]
    let path: String

    init(_ value: JSONValue, path: String) throws {
        guard let members = value.members else { throw LocatorError(field: path, reason: "expected an object") }
        self.members = members
        self.path = path
    }

    private func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private func present(_ key: String) -> JSONValue? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    func string(_ key: String) throws -> String? {
        guard let value = present(key) else { return nil }
        guard let string = value.stringValue else { throw LocatorError(field: field(key), reason: "expected a string") }
        return string
    }

    func requiredString(_ key: String) throws -> String {
        guard let value = try string(key) else { throw LocatorError(field: field(key), reason: "is required") }
        return value
    }

    func double(_ key: String) throws -> Double? {
        guard let value = present(key) else { return nil }
        guard let number = value.numberValue, number.isFinite else { throw LocatorError(field: field(key), reason: "expected a number") }
        return number
    }

    func integer(_ key: String) throws -> Int? {
        guard let value = present(key) else { return nil }
        guard let number = value.integerValue else { throw LocatorError(field: field(key), reason: "expected an integer") }
        return number
    }

    func strings(_ key: String) throws -> [String]? {
        guard let value = present(key) else { return nil }
        guard case let .array(items) = value else { throw LocatorError(field: field(key), reason: "expected an array of strings") }
        return try items.map {
            guard let string = $0.stringValue else { throw LocatorError(field: field(key), reason: "expected an array of strings") }
            return string
        }
    }

    func object(_ key: String) throws -> JSONObjectReader? {
        guard let value = present(key) else { return nil }
        return try JSONObjectReader(value, path: field(key))
    }

    /// The members not in `known`, in their order, kept for re-serialization.
    func unknown(besides known: Set<String>) -> [JSONMember] {
        members.filter { !known.contains($0.key) }
    }
}
