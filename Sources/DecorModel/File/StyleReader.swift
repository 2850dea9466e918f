import JSON

/// Reads a decoration's style object: `{"type": …, "tint": …, "isActive": …}` plus the fields of its type.
/// Built-in types accept only their own fields; an application type needs a template in the file and may
/// carry any fields (its template sees only id, group, tint and extras).
struct StyleReader {
    let group: String
    let decorationId: String
    let templateNames: Set<String>
    let limits: DecorationsFileLimits

    private func failure(_ kind: DecorationsFileError.Kind, _ detail: String, _ field: String) -> DecorationsFileError {
        DecorationsFileError(kind, detail, group: group, decorationId: decorationId, field: "style.\(field)")
    }

    func read(_ value: JSONValue, extras: [JSONMember]) throws(DecorationsFileError) -> Style {
        guard let members = value.members else {
            throw DecorationsFileError(.invalidField, "expected an object, found \(value.typeName)", group: group,
                                       decorationId: decorationId, field: "style")
        }
        guard let name = value["type"]?.stringValue else { throw failure(.missingField, "the style has no type", "type") }
        let tint = try readTint(value["tint"])
        var isActive = false
        if let activeValue = value["isActive"] {
            guard let flag = activeValue.boolValue else { throw failure(.invalidField, "expected a boolean", "isActive") }
            isActive = flag
        }
        let type: StyleType
        if let plain = Self.plainTypes[name] {
            try refuse(members, allowed: Self.commonFields)
            type = plain
        } else if name == "marginIcon" {
            try refuse(members, allowed: Self.marginIconFields)
            type = .marginIcon(try readMarginIcon(value))
        } else if name == "note" {
            try refuse(members, allowed: Self.noteFields)
            type = .note(text: try readNoteText(value, extras: extras))
        } else if templateNames.contains(name) {
            type = .custom(name)
        } else {
            throw failure(.unknownStyle, "no built-in style and no template is named \(DecorationsFileError.quoted(name))", "type")
        }
        return Style(type: type, tint: tint, isActive: isActive, json: value)
    }

    /// The fields every style may have, and those of the types with fields of their own.
    private static let commonFields: Set<String> = ["type", "tint", "isActive"]
    private static let marginIconFields = commonFields.union(["image", "symbol", "position"])
    private static let noteFields = commonFields.union(["text"])

    private static let plainTypes: [String: StyleType] = [
        "highlight": .highlight, "underline": .underline, "strikethrough": .strikethrough,
        "outline": .outline, "squiggly": .squiggly,
    ]

    private func refuse(_ members: [JSONMember], allowed: Set<String>) throws(DecorationsFileError) {
        try refuseUnknownFields(members, allowed: allowed, field: "style", group: group, decorationId: decorationId)
    }

    private func readTint(_ value: JSONValue?) throws(DecorationsFileError) -> CSSColor? {
        guard let value else { return nil }
        guard let text = value.stringValue else { throw failure(.invalidTint, "a tint is a CSS colour string", "tint") }
        guard let color = CSSColor(css: text) else {
            throw failure(.invalidTint, "\(DecorationsFileError.quoted(text)) is not a CSS colour", "tint")
        }
        return color
    }

    private func readMarginIcon(_ value: JSONValue) throws(DecorationsFileError) -> MarginIcon {
        var position = MarginIcon.Position.start
        if let positionValue = value["position"] {
            guard let text = positionValue.stringValue, let parsed = MarginIcon.Position(rawValue: text) else {
                throw failure(.invalidField, "a position is \"start\" or \"end\"", "position")
            }
            position = parsed
        }
        switch (value["image"], value["symbol"]) {
        case (let image?, nil):
            guard let reference = image.stringValue, ImageReference.isAcceptable(reference) else {
                throw failure(.invalidField, "an image is a relative reference or a base64 data:image URI", "image")
            }
            return MarginIcon(content: .image(reference), position: position)
        case (nil, let symbol?):
            guard let text = symbol.stringValue, (1...8).contains(text.count),
                  !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                throw failure(.invalidField, "a symbol is 1 to 8 printable characters", "symbol")
            }
            return MarginIcon(content: .symbol(text), position: position)
        default:
            throw failure(.missingField, "a margin icon has either an image or a symbol", "image")
        }
    }

    /// A note shows its `text`, or the decoration's `note` extra when the style has none.
    private func readNoteText(_ value: JSONValue, extras: [JSONMember]) throws(DecorationsFileError) -> String {
        if let textValue = value["text"] {
            guard let text = textValue.stringValue else { throw failure(.invalidField, "expected a string", "text") }
            return text
        }
        guard let text = extras.first(where: { $0.key == "note" })?.value.stringValue else {
            throw failure(.missingField, "a note has a text (or a \"note\" string in extras)", "text")
        }
        return text
    }
}
