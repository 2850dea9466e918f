/// One change a renderer applies to a resource to go from a group's old state to its new one.
public enum DecorationChange: Sendable, Equatable {
    case add(Decoration)
    case remove(id: String)
    case update(Decoration)

    public var id: String {
        switch self {
        case .add(let decoration), .update(let decoration): decoration.id
        case .remove(let id): id
        }
    }

    /// `{"kind": "remove", "id": …}` or `{"kind": "add"|"update", "decoration": …}`, the decoration as written.
    public var json: JSONValue {
        switch self {
        case .add(let decoration): .object([JSONMember("kind", .string("add")), JSONMember("decoration", decoration.json)])
        case .update(let decoration): .object([JSONMember("kind", .string("update")), JSONMember("decoration", decoration.json)])
        case .remove(let id): .object([JSONMember("kind", .string("remove")), JSONMember("id", .string(id))])
        }
    }
}

/// The changes of one group in one resource, in the order to apply them.
public struct HrefChanges: Sendable, Equatable {
    public var group: String
    public var href: String
    public var changes: [DecorationChange]

    public init(group: String, href: String, changes: [DecorationChange]) {
        self.group = group
        self.href = href
        self.changes = changes
    }

    /// `{"group": …, "href": …, "changes": […]}`, the shape `decor diff` prints.
    public var json: JSONValue {
        .object([JSONMember("group", .string(group)), JSONMember("href", .string(href)),
                 JSONMember("changes", .array(changes.map(\.json)))])
    }
}

/// The group diff refuses a state holding the same id twice: which of the two is meant cannot be known.
public struct GroupDiffError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum State: String, Sendable {
        case old
        case new
    }

    public var group: String
    public var id: String
    public var state: State

    public var code: String { "duplicateId" }
    public var message: String {
        "group \(DecorationsFileError.quoted(group)), decoration \(DecorationsFileError.quoted(id)): the id appears more than once in the \(state.rawValue) state"
    }
    public var description: String { message }
}
