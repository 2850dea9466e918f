import DecorEngine
import Foundation

/// The body of `PUT /pub/{id}/readers/{r}/groups/{group}`: `{"decorations": [...], "templates"?: {...}}`,
/// read with the decorations file's own checks as a file holding that one group. Every refusal names
/// what was wrong (the decoration id and field) and nothing of a refused body is kept.
///
/// A body is read against the group's stored one: a decoration whose bytes are the same as a stored
/// decoration's, under the same templates, is that decoration, so a new state with 1% of its decorations
/// changed is parsed and checked for that 1%. Most are found in place by the layout scan
/// (`GroupStateBodyLayout`); the rest are looked up among the stored decorations not found in place. The
/// result and the errors are those of reading the whole body.
public struct GroupStateBody: Sendable {
    static let allowedFields: Set<String> = ["decorations", "templates"]

    /// The state as a decorations file holding the one group.
    public let file: DecorationsFile
    /// The body as received: what the store keeps.
    public let bytes: [UInt8]
    /// Where the templates and the decorations lie in `bytes`, each element being the decoration of `file` at
    /// its index; nil for a body of an unusual shape.
    private let layout: GroupStateBodyLayout?

    /// The group state in `bytes` for the group `group`, or the problem document refusing it. `previous`,
    /// the group's stored state, spares parsing and checking its unchanged decorations again.
    public init(_ bytes: [UInt8], group: String, limits: DecorationsFileLimits, previous: GroupStateBody? = nil) throws(ProblemDocument) {
        let earlier = previous.flatMap { previous in
            previous.layout.map { GroupStateBodyLayout.EarlierBody(bytes: previous.bytes, decorations: $0.decorations) }
        }
        let layout = GroupStateBodyLayout(bytes, following: earlier)
        if let layout, let previous,
           let file = try Self.readChanges(layout, of: bytes, group: group, limits: limits, previous: previous) {
            self.file = file
        } else {
            file = try Self.readWhole(bytes, group: group, limits: limits, previous: previous?.file)
        }
        self.bytes = bytes
        self.layout = layout?.decorations.count == file.groups.first?.decorations.count ? layout : nil
    }

    /// The templates' JSON text, when the body has templates.
    private var templatesText: ArraySlice<UInt8>? {
        layout?.templates.map { bytes[$0] }
    }

    /// The body read decoration by decoration against `previous`, under the same templates: a decoration
    /// with the same text is the stored one, the others are parsed alone. Nil when that cannot tell the
    /// whole story — other templates, too many decorations, or a decoration that is not JSON on its own —
    /// and the whole body must be read.
    private static func readChanges(_ layout: GroupStateBodyLayout, of bytes: [UInt8], group: String, limits: DecorationsFileLimits,
                                    previous: GroupStateBody) throws(ProblemDocument) -> DecorationsFile? {
        guard previous.layout != nil, previous.templatesText == layout.templates.map({ bytes[$0] }),
              layout.decorations.count <= limits.maxDecorations else { return nil }
        let stored = previous.file.groups.first?.decorations ?? []
        // A decoration is the third level of the body: the parser counts the body's object and array.
        let parser = JSONParser(maxDepth: limits.maxDepth - 2, maxStringBytes: limits.maxStringBytes)
        var moved: [JSONText: Int]?
        var elements: [DecorationsFile.GroupElement] = []
        elements.reserveCapacity(layout.decorations.count)
        for (range, earlier) in zip(layout.decorations, layout.earlierElements) {
            if let earlier {
                elements.append(.unchanged(stored[earlier]))
                continue
            }
            let text = JSONText(bytes[range])
            if moved == nil { moved = previous.texts(notIn: layout.earlierElements) }
            if let known = moved?[text] {
                elements.append(.unchanged(stored[known]))
            } else if let json = try? parser.parse(Array(text.bytes)) {
                elements.append(.json(json))
            } else {
                return nil
            }
        }
        do {
            return try DecorationsFile.read(group: group, elements: elements, templates: previous.file.templates, limits: limits)
        } catch {
            throw problem(error)
        }
    }

    /// The index of each stored decoration by its text, leaving out those found in place in a new body:
    /// the ones that a decoration not found in place may still be. Built only when there is such a decoration.
    private func texts(notIn found: [Int?]) -> [JSONText: Int] {
        guard let layout else { return [:] }
        var isFound = [Bool](repeating: false, count: layout.decorations.count)
        for case let index? in found { isFound[index] = true }
        var texts: [JSONText: Int] = [:]
        for (index, range) in layout.decorations.enumerated() where !isFound[index] {
            let text = JSONText(bytes[range])
            if texts[text] == nil { texts[text] = index }
        }
        return texts
    }

    /// The whole body parsed and checked.
    private static func readWhole(_ bytes: [UInt8], group: String, limits: DecorationsFileLimits,
                                  previous: DecorationsFile?) throws(ProblemDocument) -> DecorationsFile {
        let root: JSONValue
        do {
            root = try JSONParser(maxDepth: limits.maxDepth, maxStringBytes: limits.maxStringBytes).parse(bytes)
        } catch {
            throw ProblemDocument(.badRequest, code: "invalidJSON", detail: "\(error)", group: group)
        }
        guard let members = root.members else {
            throw ProblemDocument(.unprocessableContent, code: "invalidField", detail: "the body must be a JSON object", group: group)
        }
        if let unknown = members.first(where: { !allowedFields.contains($0.key) }) {
            throw ProblemDocument(.unprocessableContent, code: "unknownField", detail: "unknown field", group: group, field: unknown.key)
        }
        guard let decorations = root["decorations"] else {
            throw ProblemDocument(.unprocessableContent, code: "missingField", detail: "the body has no \"decorations\" array",
                                  group: group, field: "decorations")
        }
        var file = [JSONMember("groups", .object([JSONMember(group, decorations)]))]
        if let templates = root["templates"] { file.append(JSONMember("templates", templates)) }
        let decorationsFile: DecorationsFile
        do {
            decorationsFile = try DecorationsFile.read(.object(file), limits: limits, reusing: previous)
            _ = try StyleTemplates(file: decorationsFile)
        } catch let error as DecorationsFileError {
            throw problem(error)
        } catch let error as TemplateError {
            throw ProblemDocument(.unprocessableContent, code: "invalidTemplate", detail: error.message, group: group, field: "templates")
        } catch {
            throw ProblemDocument(.unprocessableContent, code: "invalidInput", detail: "\(error)", group: group)
        }
        return decorationsFile
    }

    private static func problem(_ error: DecorationsFileError) -> ProblemDocument {
        ProblemDocument(.unprocessableContent, code: error.code, detail: error.message, group: error.group,
                        decorationId: error.decorationId, field: error.field ?? error.template.map { "templates.\($0)" })
    }
}
