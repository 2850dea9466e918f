import Foundation
import Hummingbird

/// The conditional, ranged and compressed response for one representation of a resource: `304` when
/// `If-None-Match` names its entity tag, `206`/`416` for a `Range` (`multipart/byteranges` for several),
/// gzip when the client takes it and it pays; to a `HEAD`, the same status and headers without the body.
/// Reads only the bytes a range asks for, and nothing for a `HEAD` that needs no compressed length.
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
        let isHead = request.method == .head
        if wantsRange {
            switch ByteRangeRequest(header: request.headers[.range], length: length) {
            case .whole:
                break
            case .unsatisfiable:
                throw ProblemDocument(.rangeNotSatisfiable, code: "rangeNotSatisfiable",
                                      detail: "the resource is \(length) bytes long", headers: [.contentRange: "bytes */\(length)"])
            case let .ranges(ranges) where ranges.count == 1:
                headers[.contentRange] = contentRange(ranges[0])
                if isHead { return Self.headResponse(.partialContent, headers, length: ranges[0].count) }
                return Self.response(.partialContent, headers, try read(ranges[0]))
            case let .ranges(ranges):
                let boundary = "decor-\(UUID().uuidString)"
                headers[.contentType] = "multipart/byteranges; boundary=\(boundary)"
                return Self.response(.partialContent, headers, try multipartBody(ranges, boundary: boundary), isHead: isHead)
            }
        }
        if isHead, !compresses { return Self.headResponse(.ok, headers, length: Int(clamping: length)) }
        var data = try read(nil)
        if compresses, let compressed = GzipEncoding.compress(data) {
            data = compressed
            headers[.contentEncoding] = "gzip"
        } else if compresses {
            headers[.eTag] = "\"\(entityTag)\""
        }
        return Self.response(.ok, headers, data, isHead: isHead)
    }

    private func contentRange(_ range: Range<UInt64>) -> String {
        "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(length)"
    }

    /// The parts of a multi-range answer (RFC 9110 §14.6), each with its own type and range.
    private func multipartBody(_ ranges: [Range<UInt64>], boundary: String) throws -> Data {
        var body = Data()
        for range in ranges {
            body.append(Data("\r\n--\(boundary)\r\nContent-Type: \(mediaType)\r\nContent-Range: \(contentRange(range))\r\n\r\n".utf8))
            body.append(try read(range))
        }
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))
        return body
    }

    private static func response(_ status: HTTPResponse.Status, _ headers: HTTPFields, _ data: Data, isHead: Bool = false) -> Response {
        if isHead { return headResponse(status, headers, length: data.count) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The headers a GET would get, `Content-Length` included, and no body.
    private static func headResponse(_ status: HTTPResponse.Status, _ headers: HTTPFields, length: Int) -> Response {
        var headers = headers
        headers[.contentLength] = String(length)
        return Response(status: status, headers: headers)
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
