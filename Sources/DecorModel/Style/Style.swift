import JSON

/// How a decoration is drawn: its type (with the type's own configuration) and the settings every type
/// shares, plus the style object as it was written, so that it is written back unchanged.
public struct Style: Sendable, Equatable {
    public let type: StyleType
    /// The colour; nil means the template's default (yellow for the built-in ones).
    public let tint: CSSColor?
    /// An active decoration gets the other treatment too (an active highlight is also underlined).
    public let isActive: Bool
    /// The style object as in the decorations file (`{"type": "highlight", "tint": "#FFD700", …}`).
    public let json: JSONValue

    /// A style read from a file: `json` is kept as written.
    init(type: StyleType, tint: CSSColor?, isActive: Bool, json: JSONValue) {
        self.type = type
        self.tint = tint
        self.isActive = isActive
        self.json = json
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
