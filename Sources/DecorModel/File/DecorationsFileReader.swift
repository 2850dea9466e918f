import JSON
import WorkSharing

/// Turns the JSON of a decorations file into a `DecorationsFile`, checking every field and naming the
/// group, decoration and field of each problem. Strict on purpose: unknown fields are refused rather
/// than silently dropped, since the diff re-serialises decorations and must not lose anything. A problem
/// inside one decoration refuses the file or sets that decoration aside, as `policy` says; a problem of the
/// file itself (its JSON, limits, templates, group shapes, duplicate ids) always refuses it.
struct DecorationsFileReader {
    let limits: DecorationsFileLimits
    let policy: InvalidDecorationPolicy
    /// A file read earlier with the same limits, whose unchanged decorations need no second check.
    let previous: DecorationsFile?

    init(limits: DecorationsFileLimits, policy: InvalidDecorationPolicy, previous: DecorationsFile? = nil) {
        self.limits = limits
        self.policy = policy
        self.previous = previous
    }

    func read(_ root: JSONValue) throws(DecorationsFileError) -> DecorationsFile {
        guard let members = root.members else {
            throw DecorationsFileError(.invalidJSON, "the file must hold a JSON object, not \(root.typeName)")
        }
        try refuseUnknownFields(members, allowed: ["groups", "templates", "activable"], field: nil)
        let templates = try readTemplates(root["templates"])
        guard let groupsValue = root["groups"] else {
            throw DecorationsFileError(.missingField, "the file has no \"groups\" object", field: "groups")
        }
        var invalid: [InvalidDecoration] = []
        let groups = try readGroups(groupsValue, templates: templates, invalid: &invalid)
        return DecorationsFile(groups: groups, templates: templates, activableGroups: try readActivable(root["activable"]),
                               invalidDecorations: invalid)
    }

    private func readTemplates(_ value: JSONValue?) throws(DecorationsFileError) -> [String: TemplateDefinition] {
        guard let value else { return [:] }
        guard let members = value.members else {
            throw DecorationsFileError(.invalidField, "expected an object, found \(value.typeName)", field: "templates")
        }
        var templates: [String: TemplateDefinition] = [:]
        for member in members {
            guard Self.isTemplateName(member.key, limit: limits.maxNameBytes) else {
                throw DecorationsFileError(.invalidTemplate, "a template name is a letter followed by letters, digits, '-' or '_'",
                                           template: member.key)
            }
            templates[member.key] = try TemplateDefinitionReader(name: member.key, limits: limits).read(member.value)
        }
        return templates
    }

    private func readGroups(_ value: JSONValue, templates: [String: TemplateDefinition],
                            invalid: inout [InvalidDecoration]) throws(DecorationsFileError) -> [DecorationGroup] {
        guard let members = value.members else {
            throw DecorationsFileError(.invalidField, "expected an object of groups, found \(value.typeName)", field: "groups")
        }
        guard members.count <= limits.maxGroups else {
            throw DecorationsFileError(.limitExceeded, "more than \(limits.maxGroups) groups", field: "groups")
        }
        var total = 0
        var groups: [DecorationGroup] = []
        for member in members {
            let name = member.key
            guard case .array(let elements) = member.value else {
                try checkName(name)
                throw DecorationsFileError(.invalidField, "expected an array of decorations, found \(member.value.typeName)", group: name)
            }
            total += elements.count
            // Checks depend on the decoration's JSON, the limits and the templates' names: with the same
            // templates, an unchanged decoration passes them again.
            let earlier = previous?.templates == templates ? previous?.group(named: name).map(Self.byID) ?? [:] : [:]
            let read = elements.map { element -> DecorationsFile.GroupElement in
                if let id = element["id"]?.stringValue, let known = earlier[id], known.json == element { return .unchanged(known) }
                return .json(element)
            }
            groups.append(try readGroup(name, elements: read, total: total, templates: templates, invalid: &invalid))
        }
        return groups
    }

    /// One group's decorations; `total` counts them with the groups before it.
    func readGroup(_ name: String, elements: [DecorationsFile.GroupElement], total: Int, templates: [String: TemplateDefinition],
                   invalid: inout [InvalidDecoration]) throws(DecorationsFileError) -> DecorationGroup {
        try checkName(name)
        guard total <= limits.maxDecorations else {
            throw DecorationsFileError(.limitExceeded, "more than \(limits.maxDecorations) decorations in the file", group: name)
        }
        let reader = DecorationReader(group: name, limits: limits, templateNames: Set(templates.keys))
        var seen = Set<String>(minimumCapacity: elements.count)
        var decorations: [Decoration] = []
        decorations.reserveCapacity(elements.count)
        // Each decoration is read on its own, on two threads; what the group checks across them (unique
        // ids, what becomes of an unusable one) follows in file order.
        let read = TwoThreadMap.map(elements) { element -> Result<Decoration, DecorationsFileError> in
            switch element {
            case .unchanged(let known): .success(known)
            case .json(let json): Result { () throws(DecorationsFileError) in try reader.read(json) }
            }
        }
        for (index, (element, result)) in zip(elements, read).enumerated() {
            let decoration: Decoration
            switch result {
            case .success(let made):
                decoration = made
            case .failure(var error):
                // Only a decoration read from JSON fails.
                guard case .json(let json) = element else { continue }
                if error.decorationId == nil { error.decorationIndex = index }
                guard policy == .setAside else { throw error }
                let id = reader.usableId(of: json)
                // A set-aside decoration keeps its id: the diff needs ids unique whatever became of them.
                if let id, !seen.insert(id).inserted {
                    throw DecorationsFileError(.duplicateId, "the id appears more than once in the group", group: name, decorationId: id)
                }
                invalid.append(InvalidDecoration(group: name, index: index, id: id, href: json["locator"]?["href"]?.stringValue,
                                                   error: error))
                continue
            }
            guard seen.insert(decoration.id).inserted else {
                throw DecorationsFileError(.duplicateId, "the id appears more than once in the group", group: name, decorationId: decoration.id)
            }
            decorations.append(decoration)
        }
        return DecorationGroup(name: name, decorations: decorations)
    }

    private func checkName(_ name: String) throws(DecorationsFileError) {
        guard !name.isEmpty, name.utf8.count <= limits.maxNameBytes else {
            throw DecorationsFileError(.invalidField, "a group name is 1 to \(limits.maxNameBytes) bytes long", group: name)
        }
    }

    private static func byID(_ group: DecorationGroup) -> [String: Decoration] {
        Dictionary(group.decorations.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func readActivable(_ value: JSONValue?) throws(DecorationsFileError) -> Set<String>? {
        guard let value else { return nil }
        guard case .array(let elements) = value else {
            throw DecorationsFileError(.invalidField, "expected an array of group names, found \(value.typeName)", field: "activable")
        }
        var names = Set<String>()
        for element in elements {
            guard let name = element.stringValue else {
                throw DecorationsFileError(.invalidField, "expected a group name, found \(element.typeName)", field: "activable")
            }
            names.insert(name)
        }
        return names
    }

    /// Template names become `data-style` values and class-like identifiers, so they are kept plain.
    static func isTemplateName(_ name: String, limit: Int) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        guard name.utf8.count <= limit, let first = name.unicodeScalars.first, isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}

/// Refuses members whose key is not in `allowed`, naming the first such field.
func refuseUnknownFields(_ members: [JSONMember], allowed: Set<String>, field prefix: String?,
                         group: String? = nil, decorationId: String? = nil, template: String? = nil) throws(DecorationsFileError) {
    for member in members where !allowed.contains(member.key) {
        let field = prefix.map { "\($0).\(member.key)" } ?? member.key
        throw DecorationsFileError(.unknownField, "unknown field", group: group, decorationId: decorationId, template: template, field: field)
    }
}
