import DecorEngine
import Foundation

/// The body of `PUT /pub/{id}/readers/{r}/groups/{group}`: `{"decorations": [...], "templates"?: {...}}`,
/// read with the decorations file's own checks as a file holding that one group. Every refusal names
/// what was wrong (the decoration id and field) and nothing of a refused body is kept.
public enum GroupStateBody {
    static let allowedFields: Set<String> = ["decorations", "templates"]

    /// The group state in `bytes` as a decorations file holding the one group `group`, or the problem
    /// document refusing it. `previous`, the group's stored state, spares checking its unchanged decorations again.
    public static func read(_ bytes: [UInt8], group: String, limits: DecorationsFileLimits,
                            previous: DecorationsFile? = nil) throws(ProblemDocument) -> DecorationsFile {
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
            throw ProblemDocument(.unprocessableContent, code: error.code, detail: error.message, group: error.group,
                                  decorationId: error.decorationId, field: error.field ?? error.template.map { "templates.\($0)" })
        } catch let error as TemplateError {
            throw ProblemDocument(.unprocessableContent, code: "invalidTemplate", detail: error.message, group: group, field: "templates")
        } catch {
            throw ProblemDocument(.unprocessableContent, code: "invalidInput", detail: "\(error)", group: group)
        }
        return decorationsFile
    }
}
