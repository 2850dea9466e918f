import Foundation
import HTTPTypes
import Hummingbird
import JSON

/// An RFC 9457 problem document (`application/problem+json`): what every refused request gets. `code` is
/// decor's stable error code (cli.md); `group`, `decorationId` and `field` name what was wrong in a
/// decorations body. Thrown from a route, it becomes the response.
public struct ProblemDocument: Error, HTTPResponseError, Sendable {
    public var status: HTTPResponse.Status
    /// decor's stable error code (`restricted`, `invalidTint`, `duplicateId`, …).
    public var code: String
    /// One sentence for people.
    public var detail: String
    public var group: String?
    public var decorationId: String?
    public var field: String?
    /// Extra response headers (`WWW-Authenticate` on a 401, `Content-Range` on a 416).
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, code: String, detail: String, group: String? = nil,
                decorationId: String? = nil, field: String? = nil, headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.detail = detail
        self.group = group
        self.decorationId = decorationId
        self.field = field
        self.headers = headers
    }

    public static let mediaType = "application/problem+json"

    /// The document's JSON: `type` is a stable URN made from the code, since decor publishes no problem pages.
    public var json: JSONValue {
        var members = [
            JSONMember("type", .string("urn:decor:problem:\(code)")),
            JSONMember("title", .string(status.reasonPhrase)),
            JSONMember("status", .number(JSONNumber(status.code))),
            JSONMember("detail", .string(detail)),
            JSONMember("code", .string(code)),
        ]
        if let group { members.append(JSONMember("group", .string(group))) }
        if let decorationId { members.append(JSONMember("decorationId", .string(decorationId))) }
        if let field { members.append(JSONMember("field", .string(field))) }
        return .object(members)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = headers
        fields[.contentType] = Self.mediaType
        fields[.cacheControl] = "no-store"
        return Response(status: status, headers: fields,
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: JSONWriter().bytes(json))))
    }
}

extension ProblemDocument {
    static func notFound(_ detail: String) -> ProblemDocument {
        ProblemDocument(.notFound, code: "notFound", detail: detail)
    }

}
