import Foundation
import Hummingbird

/// Who a request speaks for. With a tokens file, only an `Authorization: Bearer` token the file maps to a
/// reader identifies one, and a route that names a reader must name that one; without it (development on
/// loopback) the reader is whoever the route or `?reader=` names. A browser's `EventSource` cannot send
/// headers, so the token may also come as `?access_token=` (RFC 6750 §2.3); a page served that way passes
/// it on to its event stream.
public struct ReaderAuthentication: Sendable {
    /// Bearer token → reader id; nil when no tokens file was given.
    public let readersByToken: [String: String]?

    public init(readersByToken: [String: String]?) {
        self.readersByToken = readersByToken
    }

    /// The reader of a route that names one (`/readers/{r}/…`): refused with 401 without a valid token and
    /// 403 when the token belongs to another reader.
    func reader(named routeReader: String, in request: Request) throws(ProblemDocument) -> String {
        guard let readersByToken else { return routeReader }
        let reader = try tokenReader(in: request, readersByToken: readersByToken)
        guard reader == routeReader else {
            throw ProblemDocument(.forbidden, code: "otherReader", detail: "the token does not belong to this reader")
        }
        return reader
    }

    /// The reader a resource request decorates for: the token's reader, or `?reader=` without tokens; nil
    /// when the request names none (the resource is then served as it is).
    func optionalReader(in request: Request) throws(ProblemDocument) -> String? {
        let queryReader = request.uri.queryParameters["reader"].map(String.init)
        guard let readersByToken else {
            guard let queryReader else { return nil }
            return try ResourcePath.checkedName(queryReader, name: "reader")
        }
        guard request.headers[.authorization] != nil || queryReader != nil || Self.queryToken(in: request) != nil else { return nil }
        let reader = try tokenReader(in: request, readersByToken: readersByToken)
        if let queryReader, queryReader != reader {
            throw ProblemDocument(.forbidden, code: "otherReader", detail: "the token does not belong to this reader")
        }
        return reader
    }

    private func tokenReader(in request: Request, readersByToken: [String: String]) throws(ProblemDocument) -> String {
        let challenge: HTTPFields = [.wwwAuthenticate: "Bearer realm=\"decor\""]
        let token: String
        if let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") {
            token = header.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces)
        } else if let queryToken = Self.queryToken(in: request) {
            token = queryToken
        } else {
            throw ProblemDocument(.unauthorized, code: "unauthenticated", detail: "this route needs an Authorization: Bearer token",
                                  headers: challenge)
        }
        guard let reader = readersByToken[token] else {
            throw ProblemDocument(.unauthorized, code: "invalidToken", detail: "the bearer token is not known", headers: challenge)
        }
        return reader
    }

    /// The `access_token` query parameter, when given.
    static func queryToken(in request: Request) -> String? {
        request.uri.queryParameters["access_token"].map(String.init)
    }
}
