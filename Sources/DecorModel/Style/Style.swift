import JSON

/// How a decoration is drawn: its type (with the type's own configuration) and the settings every type
/// shares, plus the style object as it was written, so that it is written back unchanged.
public struct Style: Sendable, Equatable {
    /// The values live in one shared box, as a decoration's do: writing 100,000 decorations reads each
    /// one's style several times, and a copy then costs one reference count rather than one per field.
    private final class Storage: Sendable {
        let type: StyleType
        let tint: CSSColor?
        let isActive: Bool
        let json: JSONValue

        init(type: StyleType, tint: CSSColor?, isActive: Bool, json: JSONValue) {
            self.type = type
            self.tint = tint
            self.isActive = isActive
            self.json = json
        }
    }

    private let storage: Storage

    public var type: StyleType { storage.type }
    /// The colour; nil means the template's default (yellow for the built-in ones).
    public var tint: CSSColor? { storage.tint }
    /// An active decoration gets the other treatment too (an active highlight is also underlined).
    public var isActive: Bool { storage.isActive }
    /// The style object as in the decorations file (`{"type": "highlight", "tint": "#FFD700", …}`).
    public var json: JSONValue { storage.json }

    /// A style read from a file: `json` is kept as written.
    init(type: StyleType, tint: CSSColor?, isActive: Bool, json: JSONValue) {
        storage = Storage(type: type, tint: tint, isActive: isActive, json: json)
    }

    /// A style built in code; its JSON form is made from the values.
    public init(type: StyleType, tint: CSSColor? = nil, isActive: Bool = false) {
        var members = [JSONMember("type", .string(type.name))]
        if let tint { members.append(JSONMember("tint", .string(tint.cssValue))) }
        if isActive { members.append(JSONMember("isActive", .bool(true))) }
        switch type {
        case .marginIcon(let icon):
            switch icon.content {
            case .image(let reference): members.append(JSONMember("image", .string(reference)))
            case .symbol(let symbol): members.append(JSONMember("symbol", .string(symbol)))
            }
            members.append(JSONMember("position", .string(icon.position.rawValue)))
        case .note(let text):
            members.append(JSONMember("text", .string(text)))
        default:
            break
        }
        self.init(type: type, tint: tint, isActive: isActive, json: .object(members))
    }

    /// Two styles are the same when they are written the same (semantically: key order aside).
    public static func == (lhs: Style, rhs: Style) -> Bool { lhs.json == rhs.json }
}
