import JSON

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
