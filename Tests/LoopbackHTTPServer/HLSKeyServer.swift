import Foundation
import NIOConcurrencyHelpers

/// A key server and HLS origin on loopback, following the key-server flow of decor's protection spec
/// (and plain HLS AES-128): playlists and segments of an `HLSTestStream`, the key at its URI, the
/// application certificate for requests carrying `x-decor-token`, and key requests (POST JSON
/// `{token, payload, contentId}`) answered with the raw key and an `X-Key-Renewal` date.
///
/// Routes: `/master.m3u8` (one variant, `/explicit.m3u8`, no session key), `/master-session.m3u8` (a
/// session key), `/explicit.m3u8` (ffmpeg's own encryption, an explicit IV), `/sequence.m3u8` (media
/// sequence 7, no IV), `/clear.m3u8`, `/seg/{clear,explicit,sequence}/N.ts`, `/keys/content-42`,
/// `/certificate`, `/key-request`.
public final class HLSKeyServer: Sendable {
    public static let contentID = "content-42"
    public let token = "service-token-7f3a"
    public let certificate = Data("decor test application certificate".utf8)
    public let stream: HLSTestStream
    public let server: LoopbackHTTPServer

    private struct Behaviour {
        var renewal: String?
        var wrongKey = false
    }

    private let behaviour = NIOLockedValueBox(Behaviour())
    private let expectedPayload: Data

    public init() throws {
        let stream = try HLSTestStream.shared()
        self.stream = stream
        let digest = try HLSTestStream.run("/usr/bin/openssl", ["dgst", "-sha256", "-binary"], input: certificate)
        expectedPayload = digest + Data(Self.contentID.utf8)
        let box = NIOLockedValueBox<HLSKeyServer?>(nil)
        server = try LoopbackHTTPServer { request in
            box.withLockedValue { $0 }?.answer(request) ?? .json(503, Data())
        }
        box.withLockedValue { $0 = self }
    }

    /// The `X-Key-Renewal` the key request answers with (nil: none).
    public func setRenewal(_ date: String?) { behaviour.withLockedValue { $0.renewal = date } }

    /// Makes every key answer (plain and key server) a wrong key.
    public func setWrongKey(_ wrong: Bool) { behaviour.withLockedValue { $0.wrongKey = wrong } }

    public func url(_ path: String) -> URL { server.url(path) }

    /// A key-server file for this server, with `token` (the right one by default).
    public func keyServerFile(token: String? = nil) -> Data {
        let object: [String: String] = ["certificate": url("/certificate").absoluteString,
                                        "keyRequest": url("/key-request").absoluteString, "token": token ?? self.token]
        return try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// Requests received on a path.
    public func requests(to path: String) -> [LoopbackHTTPServer.Request] { server.requests.filter { $0.path == path } }

    private var keyURI: String { url("/keys/\(Self.contentID)").absoluteString }

    private func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        let playlistType = "application/vnd.apple.mpegurl"
        switch request.path {
        case "/master.m3u8":
            return .json(200, Data("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=32000,CODECS=\"mp4a.40.2\"\nexplicit.m3u8\n".utf8), type: playlistType)
        case "/master-session.m3u8":
            let text = "#EXTM3U\n#EXT-X-SESSION-KEY:METHOD=AES-128,URI=\"\(keyURI)\"\n#EXT-X-STREAM-INF:BANDWIDTH=32000\nsequence.m3u8\n"
            return .json(200, Data(text.utf8), type: playlistType)
        case "/explicit.m3u8":
            let tag = "#EXT-X-KEY:METHOD=AES-128,URI=\"\(keyURI)\",IV=0x\(HLSTestStream.explicitIVHex)"
            return .json(200, Data(stream.mediaPlaylist(keyTag: tag) { "seg/explicit/\($0).ts" }.utf8), type: playlistType)
        case "/sequence.m3u8":
            let text = stream.mediaPlaylist(keyTag: "#EXT-X-KEY:METHOD=AES-128,URI=\"\(keyURI)\"",
                                            mediaSequence: HLSTestStream.mediaSequence) { "seg/sequence/\($0).ts" }
            return .json(200, Data(text.utf8), type: playlistType)
        case "/clear.m3u8":
            return .json(200, Data(stream.mediaPlaylist(keyTag: nil) { "seg/clear/\($0).ts" }.utf8), type: playlistType)
        case "/keys/\(Self.contentID)":
            return .json(200, currentKey, type: "application/octet-stream")
        case "/certificate":
            guard request.header("x-decor-token") == token else { return .json(401, Data()) }
            return .json(200, certificate, type: "application/octet-stream")
        case "/key-request":
            return keyRequest(request)
        default:
            let parts = request.path.split(separator: "/")
            guard parts.count == 3, parts[0] == "seg", let index = Int(parts[2].dropLast(3)), stream.durations.indices.contains(index) else {
                return .json(404, Data())
            }
            let segments = ["clear": stream.clearSegments, "explicit": stream.explicitIVSegments, "sequence": stream.sequenceIVSegments]
            guard let segment = segments[String(parts[1])]?[index] else { return .json(404, Data()) }
            return .file(segment, for: request, type: "video/mp2t")
        }
    }

    private var currentKey: Data {
        behaviour.withLockedValue { $0.wrongKey } ? Data(stream.key.map { $0 ^ 0x5A }) : stream.key
    }

    private func keyRequest(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Reply {
        guard request.method == "POST",
              let body = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
              let token = body["token"] as? String, let payload = body["payload"] as? String,
              let contentID = body["contentId"] as? String
        else { return .json(400, Data()) }
        guard token == self.token else { return .problem(403, type: "about:blank", title: "unknown token") }
        guard contentID == Self.contentID, Data(base64Encoded: payload) == expectedPayload else {
            return .problem(403, type: "about:blank", title: "the request does not match the certificate and content")
        }
        var headers: [(name: String, value: String)] = [("Content-Type", "application/octet-stream")]
        if let renewal = behaviour.withLockedValue({ $0.renewal }) { headers.append(("X-Key-Renewal", renewal)) }
        return .response(status: 200, headers: headers, body: currentKey, delay: 0)
    }
}
