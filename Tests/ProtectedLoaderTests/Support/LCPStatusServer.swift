import Foundation
import LoopbackHTTPServer
@testable import ProtectedLoader

/// A License Status Document server as the LSD specification describes it, on `LoopbackHTTPServer`: one
/// license, its status document at `/status` with `license`, `register`, `renew` and `return` links,
/// problem documents of the specification's types for refused operations, and a new license signed by
/// the test PKI whenever a renewal or a return changes it. The package itself is served at `/book.epub`.
final class LCPStatusServer: @unchecked Sendable {
    static let problemBase = "http://readium.org/license-status-document/error/"

    struct State: @unchecked Sendable {
        var status = "active"
        var license: LCPTestLicense
        var document: Data
        var licenseUpdated: Date
        var statusUpdated = Date()
        var devices: Set<String> = []
        var potentialEnd: Date
        var statusOverride: Data?
    }

    let server: LoopbackHTTPServer
    let state: LockedState
    let package: Data

    /// Starts the server, then asks `make` for the license (whose links point at the port it got), its signed
    /// document and the package bytes it serves.
    init(potentialEnd: Date, make: (_ port: Int) throws -> (license: LCPTestLicense, document: Data, package: Data)) throws {
        let server = try LoopbackHTTPServer { _ in .json(503, Data()) }
        let (license, document, package) = try make(server.port)
        let state = LockedState(State(
            license: license, document: document, licenseUpdated: ISO8601Timestamp.parse(license.updated!)!,
            potentialEnd: potentialEnd))
        self.server = server
        self.state = state
        self.package = package
        server.answer { request in Self.answer(request, state: state, package: package, base: server.baseURL) }
    }

    /// Links of a test license that point at a server on `port`.
    static func links(port: Int) -> [[String: Any]] {
        [["rel": "status", "href": "http://127.0.0.1:\(port)/status", "type": "application/vnd.readium.license.status.v1.0+json"],
         ["rel": "publication", "href": "http://127.0.0.1:\(port)/book.epub", "type": "application/epub+zip"]]
    }

    /// Signs and serves a license updated now, ending at `end`, as a renewal or return would.
    func update(end: Date) throws {
        try state.withLockedValue { try Self.update(&$0, end: end) }
    }

    private static func update(_ state: inout State, end: Date) throws {
        state.license.updated = Date().addingTimeInterval(1).formatted(.iso8601)
        state.license.rights["end"] = end.formatted(.iso8601)
        state.document = try state.license.document(signedBy: LCPTestPKI.shared.rsaProvider)
        state.licenseUpdated = ISO8601Timestamp.parse(state.license.updated!)!
        state.statusUpdated = Date()
    }

    private static func answer(_ request: LoopbackHTTPServer.Request, state: LockedState, package: Data, base: URL) -> LoopbackHTTPServer.Reply {
        state.withLockedValue { state in
            switch (request.method, request.path) {
            case (_, "/book.epub"): return .file(package, for: request)
            case ("GET", "/status"): return statusReply(state, base: base)
            case ("GET", "/license"): return .json(200, state.document, type: "application/vnd.readium.lcp.license.v1.0+json")
            case ("POST", "/register"):
                guard let id = request.query["id"], request.query["name"] != nil else {
                    return .problem(400, type: problemBase + "registration", title: "id and name are required")
                }
                guard state.status == "ready" || state.status == "active" else {
                    return .problem(400, type: problemBase + "registration", title: "the license is \(state.status)")
                }
                guard state.devices.insert(id).inserted else {
                    return .problem(400, type: problemBase + "registration", title: "this device is already registered")
                }
                state.status = "active"
                return statusReply(state, base: base)
            case ("PUT", "/renew"):
                guard state.status == "active" else {
                    return .problem(403, type: problemBase + "renew", title: "the license is \(state.status)")
                }
                let end = request.query["end"].flatMap(ISO8601Timestamp.parse) ?? state.potentialEnd
                guard end <= state.potentialEnd else {
                    return .problem(403, type: problemBase + "renew", title: "the end date is past the allowed renewal")
                }
                guard (try? update(&state, end: end)) != nil else { return .json(500, Data()) }
                return statusReply(state, base: base)
            case ("PUT", "/return"):
                guard state.status == "active" || state.status == "ready" else {
                    return .problem(403, type: problemBase + "return", title: "the license is \(state.status)")
                }
                guard (try? update(&state, end: Date())) != nil else { return .json(500, Data()) }
                state.status = "returned"
                return statusReply(state, base: base)
            default:
                return .problem(404, type: "about:blank", title: "not found")
            }
        }
    }

    private static func statusReply(_ state: State, base: URL) -> LoopbackHTTPServer.Reply {
        if let custom = state.statusOverride { return .json(200, custom, type: "application/vnd.readium.license.status.v1.0+json") }
        let document: [String: Any] = [
            "id": state.license.id,
            "status": state.status,
            "message": "The license is \(state.status)",
            "updated": ["license": state.licenseUpdated.formatted(.iso8601), "status": state.statusUpdated.formatted(.iso8601)],
            "links": [
                ["rel": "license", "href": "\(base)/license", "type": "application/vnd.readium.lcp.license.v1.0+json"],
                ["rel": "register", "href": "\(base)/register{?id,name}", "templated": true],
                ["rel": "renew", "href": "\(base)/renew{?end,id,name}", "templated": true],
                ["rel": "return", "href": "\(base)/return{?id,name}", "templated": true],
            ],
            "potential_rights": ["end": state.potentialEnd.formatted(.iso8601)],
            "events": state.devices.map { ["type": "register", "id": $0, "name": "decor", "timestamp": Date().formatted(.iso8601)] },
        ]
        return .json(200, try! JSONSerialization.data(withJSONObject: document),
                     type: "application/vnd.readium.license.status.v1.0+json")
    }
}

/// The server's state, shared between the tests and the server's event loop.
final class LockedState: @unchecked Sendable {
    private let lock = NSLock()
    private var value: LCPStatusServer.State

    init(_ value: LCPStatusServer.State) { self.value = value }

    func withLockedValue<T>(_ body: (inout LCPStatusServer.State) throws -> T) rethrows -> T {
        try lock.withLock { try body(&value) }
    }
}
