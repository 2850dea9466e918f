import JSON

/// Why a decorations file was refused, naming where: the group, the decoration id, the template and the
/// field (a dotted path such as `style.tint`). `code` is stable; `message` is for people.
public struct DecorationsFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case unreadableFile
        case invalidJSON
        case limitExceeded
        case missingField
        case invalidField
        case unknownField
        case invalidTint
        case unknownStyle
        case duplicateId
        case invalidTemplate
    }

    public var kind: Kind
    public var detail: String
    public var group: String?
    public var decorationId: String?
    /// The decoration's position in its group's array (from 0), which names it when it has no usable id.
    public var decorationIndex: Int?
    public var template: String?
    public var field: String?

    public init(_ kind: Kind, _ detail: String, group: String? = nil, decorationId: String? = nil,
                template: String? = nil, field: String? = nil) {
        self.kind = kind
        self.detail = detail
        self.group = group
        self.decorationId = decorationId
        self.template = template
        self.field = field
    }

    public var code: String { kind.rawValue }

    public var message: String {
        var place: [String] = []
        if let group { place.append("group \(Self.quoted(group))") }
        if let decorationId {
            place.append("decoration \(Self.quoted(decorationId))")
        } else if let decorationIndex {
            place.append("decoration at index \(decorationIndex)")
        }
        if let template { place.append("template \(Self.quoted(template))") }
        if let field { place.append("field \(Self.quoted(field))") }
        return place.isEmpty ? detail : place.joined(separator: ", ") + ": " + detail
    }

    public var description: String { message }

    /// A value from the file as it appears in a message: JSON-quoted (no control characters can reach a
    /// terminal) and cut to 80 characters.
    static func quoted(_ value: String) -> String {
        let cut = value.count > 80 ? String(value.prefix(80)) + "…" : value
        return JSONWriter().string(.string(cut))
    }
}
