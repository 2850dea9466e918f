import JSON

/// Reads one decoration object of a group: `{id, locator, style, extras}`.
struct DecorationReader {
    let group: String
    let limits: DecorationsFileLimits
    let templateNames: Set<String>

    func read(_ value: JSONValue) throws(DecorationsFileError) -> Decoration {
        guard let members = value.members else {
            throw DecorationsFileError(.invalidField, "expected a decoration object, found \(value.typeName)", group: group)
        }
        guard value["id"] != nil else {
            throw DecorationsFileError(.missingField, "a decoration has no id", group: group, field: "id")
        }
        guard let id = usableId(of: value) else {
            throw DecorationsFileError(.invalidField, "an id is a string of 1 to \(limits.maxNameBytes) bytes", group: group, field: "id")
        }
        func failure(_ kind: DecorationsFileError.Kind, _ detail: String, _ field: String) -> DecorationsFileError {
            DecorationsFileError(kind, detail, group: group, decorationId: id, field: field)
        }
        try refuseUnknownFields(members, allowed: ["id", "locator", "style", "extras"], field: nil, group: group, decorationId: id)

        guard let locator = value["locator"] else { throw failure(.missingField, "the decoration has no locator", "locator") }
        guard locator.members != nil else { throw failure(.invalidField, "expected an object, found \(locator.typeName)", "locator") }
        guard let hrefValue = locator["href"] else { throw failure(.missingField, "the locator has no href", "locator.href") }
        guard let href = hrefValue.stringValue, !Decoration.normalizedHref(href).isEmpty else {
            throw failure(.invalidField, "an href is a non-empty string", "locator.href")
        }

        var extras: [JSONMember] = []
        if let extrasValue = value["extras"] {
            guard let members = extrasValue.members else {
                throw failure(.invalidField, "expected an object, found \(extrasValue.typeName)", "extras")
            }
            extras = members
        }

        guard let styleValue = value["style"] else { throw failure(.missingField, "the decoration has no style", "style") }
        let style = try StyleReader(group: group, decorationId: id, templateNames: templateNames, limits: limits)
            .read(styleValue, extras: extras)
        return Decoration(id: id, locator: locator, style: style, extras: extras, href: href, json: value)
    }

    /// The decoration's id when it is one: a string of 1 to `maxNameBytes` bytes.
    func usableId(of value: JSONValue) -> String? {
        guard let id = value["id"]?.stringValue, !id.isEmpty, id.utf8.count <= limits.maxNameBytes else { return nil }
        return id
    }
}
