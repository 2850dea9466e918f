import Hummingbird
import JSON

/// A JSON answer that no cache keeps: states, rights and diffs change with every request.
enum JSONResponse {
    static func make(_ value: JSONValue, mediaType: String = "application/json") -> Response {
        make(text: JSONWriter().string(value), mediaType: mediaType)
    }

    static func make(text: String, mediaType: String = "application/json") -> Response {
        Response(status: .ok, headers: [.contentType: mediaType, .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
