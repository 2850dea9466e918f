import JSON

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
