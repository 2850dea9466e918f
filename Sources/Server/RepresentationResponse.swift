import Foundation
import Hummingbird

/// The conditional, ranged and compressed response for one representation of a resource: `304` when
/// `If-None-Match` names its entity tag, `206`/`416` for a `Range`, gzip when the client takes it and it
/// pays. Reads only the bytes a range asks for.
struct RepresentationResponse {
    var mediaType: String
    /// The opaque part of the entity tag, without quotes; `-gz` is appended for the gzip encoding.
    var entityTag: String
    var cacheControl: String
    var length: UInt64
    var allowsRanges: Bool
    var read: (Range<UInt64>?) throws -> Data

    func response(to request: Request) throws -> Response {
        let wantsRange = allowsRanges && request.headers[.range] != nil
        let compresses = !wantsRange && GzipEncoding.pays(mediaType: mediaType, length: Int(clamping: length))
            && GzipEncoding.isAccepted(by: request.headers[.acceptEncoding])
        let tag = "\"\(entityTag)\(compresses ? "-gz" : "")\""
        var headers: HTTPFields = [.contentType: mediaType, .eTag: tag, .cacheControl: cacheControl]
        headers[.xContentTypeOptions] = "nosniff"
        if allowsRanges { headers[.acceptRanges] = "bytes" }
        if GzipEncoding.pays(mediaType: mediaType, length: Int(clamping: length)) { headers[.vary] = "Accept-Encoding" }
        if Self.matches(request.headers[.ifNoneMatch], tag: tag) {
            headers[.contentType] = nil
            return Response(status: .notModified, headers: headers)
        }
        if wantsRange {
            switch ByteRangeRequest(header: request.headers[.range], length: length) {
            case .whole:
                break
            case .unsatisfiable:
                throw ProblemDocument(.rangeNotSatisfiable, code: "rangeNotSatisfiable",
                                      detail: "the resource is \(length) bytes long", headers: [.contentRange: "bytes */\(length)"])
            case let .range(range):
                headers[.contentRange] = "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(length)"
                return Response(status: .partialContent, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: try read(range))))
            }
        }
        var data = try read(nil)
        if compresses, let compressed = GzipEncoding.compress(data) {
            data = compressed
            headers[.contentEncoding] = "gzip"
        } else if compresses {
            headers[.eTag] = "\"\(entityTag)\""
        }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// Weak comparison (RFC 9110 §13.1.2): `W/` prefixes are ignored; `*` matches any tag.
    static func matches(_ header: String?, tag: String) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { candidate in
            var value = candidate.trimmingCharacters(in: .whitespaces)
            if value == "*" { return true }
            if value.hasPrefix("W/") { value.removeFirst(2) }
            return value == tag
        }
    }
}
