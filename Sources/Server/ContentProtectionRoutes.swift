import DecorEngine
import Foundation
import Hummingbird

/// The web routes of Readium's content protection service (protection.md): the protection's status and
/// the copy and print rights. `peek=true` asks without consuming; otherwise an allowed request consumes
/// the right, atomically, through the publication's `UserRights` (persisted per license for LCP). 200
/// when allowed, 403 with a problem document when not.
struct ContentProtectionRoutes: Sendable {
    static let statusPath = "~readium/content-protection"
    static let copyPath = "~readium/rights/copy"
    static let printPath = "~readium/rights/print"
    static let statusMediaType = "application/vnd.readium.content-protection+json"
    static let copyMediaType = "application/vnd.readium.rights.copy+json"
    static let printMediaType = "application/vnd.readium.rights.print+json"

    let state: ServerState

    func add(to router: Router<BasicRequestContext>) {
        router.get("/pub/:id/\(Self.statusPath)") { _, context in
            let served = try state.publication(context)
            return JSONResponse.make(status(of: served.publication), mediaType: Self.statusMediaType)
        }
        router.get("/pub/:id/\(Self.copyPath)") { request, context in
            let rights = try state.publication(context).publication.rights
            let text = request.uri.queryParameters["text"].map(String.init) ?? ""
            let allowed = Self.isPeek(request) ? rights.canCopy(text: text) : rights.copy(text: text)
            return try Self.answer(allowed, right: "copy", amount: text.count, left: rights.copyLeft, mediaType: Self.copyMediaType)
        }
        router.get("/pub/:id/\(Self.printPath)") { request, context in
            let rights = try state.publication(context).publication.rights
            guard let pageCount = Int(request.uri.queryParameters["pageCount"].map(String.init) ?? "0"), pageCount >= 0 else {
                throw ProblemDocument(.badRequest, code: "invalidParameter", detail: "pageCount is a count of pages", field: "pageCount")
            }
            let allowed = Self.isPeek(request) ? rights.canPrint(pageCount: pageCount) : rights.print(pageCount: pageCount)
            return try Self.answer(allowed, right: "print", amount: pageCount, left: rights.printLeft, mediaType: Self.printMediaType)
        }
    }

    /// `{isRestricted, error, name, rights: {canCopy, canPrint}}`, plus what is left of each right.
    private func status(of publication: Publication) -> JSONValue {
        let rights = publication.rights
        let error: JSONValue = publication.protectionError.map {
            .object([JSONMember("code", .string($0.code)), JSONMember("message", .string($0.message))])
        } ?? .null
        return .object([
            JSONMember("isRestricted", .bool(publication.isRestricted)),
            JSONMember("error", error),
            JSONMember("name", publication.protectionName.map(JSONValue.string) ?? .null),
            JSONMember("rights", .object([
                JSONMember("canCopy", .bool(rights.canCopy)), JSONMember("canPrint", .bool(rights.canPrint)),
                JSONMember("copyLeft", rights.copyLeft.map { .number(JSONNumber($0)) } ?? .null),
                JSONMember("printLeft", rights.printLeft.map { .number(JSONNumber($0)) } ?? .null),
            ])),
        ])
    }

    private static func isPeek(_ request: Request) -> Bool {
        request.uri.queryParameters["peek"].map { $0 == "true" || $0 == "1" } ?? false
    }

    private static func answer(_ allowed: Bool, right: String, amount: Int, left: Int?, mediaType: String) throws(ProblemDocument) -> Response {
        guard allowed else {
            throw ProblemDocument(.forbidden, code: "forbidden", detail: "\(amount) of the \(right) right is not allowed",
                                  field: right == "copy" ? "text" : "pageCount")
        }
        let answer = JSONValue.object([JSONMember("allowed", .bool(true)), JSONMember("left", left.map { .number(JSONNumber($0)) } ?? .null)])
        return JSONResponse.make(answer, mediaType: mediaType)
    }
}
