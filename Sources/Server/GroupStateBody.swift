import DecorEngine
import Foundation

/// The body of `PUT /pub/{id}/readers/{r}/groups/{group}`: `{"decorations": [...], "templates"?: {...}}`,
/// read with the decorations file's own checks as a file holding that one group. Every refusal names
/// what was wrong (the decoration id and field) and nothing of a refused body is kept.
///
/// A body is read against the group's stored one: a decoration whose bytes are the same as a stored
/// decoration's, under the same templates, is that decoration, so a new state with 1% of its decorations
/// changed is parsed and checked for that 1% (`GroupStateBodyLayout`). The result and the errors are those
/// of reading the whole body.
public struct GroupStateBody: Sendable {
    static let allowedFields: Set<String> = ["decorations", "templates"]

    /// The state as a decorations file holding the one group.
    public let file: DecorationsFile
    /// The body as received: what the store keeps.
    public let bytes: [UInt8]
    /// Where the templates and the decorations lie in `bytes`; nil for a body of an unusual shape.
    private let layout: GroupStateBodyLayout?
    /// Each decoration by its JSON text in `bytes`, for the next body to be compared with.
    private let decorationsByText: [JSONText: Decoration]

    /// The group state in `bytes` for the group `group`, or the problem document refusing it. `previous`,
    /// the group's stored state, spares parsing and checking its unchanged decorations again.
    public init(_ bytes: [UInt8], group: String, limits: DecorationsFileLimits, previous: GroupStateBody? = nil) throws(ProblemDocument) {
        let layout = GroupStateBodyLayout(bytes)
        let texts = layout?.decorations.map { JSONText(bytes[$0]) }
        if let layout, let texts, let previous,
           let file = try Self.readChanges(texts, templates: layout.templates.map { bytes[$0] }, group: group, limits: limits, previous: previous) {
            self.file = file
        } else {
            file = try Self.readWhole(bytes, group: group, limits: limits, previous: previous?.file)
        }
        self.bytes = bytes
        self.layout = layout
        let decorations = file.groups.first?.decorations ?? []
        if let texts, texts.count == decorations.count {
            decorationsByText = Dictionary(zip(texts, decorations), uniquingKeysWith: { first, _ in first })
        } else {
            decorationsByText = [:]
        }
    }

    /// The templates' JSON text, when the body has templates.
    private var templatesText: ArraySlice<UInt8>? {
        layout?.templates.map { bytes[$0] }
    }

    /// The body read decoration by decoration against `previous`, under the same templates: a decoration
    /// with the same text is the stored one, the others are parsed alone. Nil when that cannot tell the
    /// whole story — other templates, too many decorations, or a decoration that is not JSON on its own —
    /// and the whole body must be read.
    private static func readChanges(_ texts: [JSONText], templates: ArraySlice<UInt8>?, group: String, limits: DecorationsFileLimits,
                                    previous: GroupStateBody) throws(ProblemDocument) -> DecorationsFile? {
        guard previous.layout != nil, previous.templatesText == templates, texts.count <= limits.maxDecorations else { return nil }
        // A decoration is the third level of the body: the parser counts the body's object and array.
        let parser = JSONParser(maxDepth: limits.maxDepth - 2, maxStringBytes: limits.maxStringBytes)
        var elements: [DecorationsFile.GroupElement] = []
        elements.reserveCapacity(texts.count)
        for text in texts {
            if let known = previous.decorationsByText[text] {
                elements.append(.unchanged(known))
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
