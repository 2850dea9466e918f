import Foundation
import JSON

/// A key-server file: `{"certificate": URL, "keyRequest": URL, "token": "…"}` — where the application
/// certificate and the content keys come from, and the service token that authorises both.
public struct KeyServerConfiguration: Sendable {
    /// The largest key-server file read; it holds two URLs and a token.
    public static let maximumFileSize = 64 << 10

    /// Where the application certificate is fetched (GET, with `x-decor-token`).
    public var certificate: URL
    /// Where key requests are posted.
    public var keyRequest: URL
    /// The service token: sent to the key server, never logged or printed.
    public var token: String

    /// A configuration made in code.
    public init(certificate: URL, keyRequest: URL, token: String) {
        self.certificate = certificate
        self.keyRequest = keyRequest
        self.token = token
    }

    /// Reads the file at `path`.
    public init(path: String) throws(HLSError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidKeyServerFile(path: path, reason: "cannot be read")
        }
        try self.init(data: data, path: path)
    }

    /// Reads a key-server file's bytes; `path` names it in errors.
    public init(data: Data, path: String) throws(HLSError) {
        guard data.count <= Self.maximumFileSize else {
            throw .invalidKeyServerFile(path: path, reason: "larger than \(Self.maximumFileSize) bytes")
        }
        guard case let .object(members)? = try? JSONValue.parse(data) else {
            throw .invalidKeyServerFile(path: path, reason: "not a JSON object")
        }
        func url(_ name: String) throws(HLSError) -> URL {
            guard let text = members[name]?.stringValue, let url = URL(string: text),
                  let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host?.isEmpty == false
            else { throw .invalidKeyServerFile(path: path, reason: "\(name) must be an http or https URL") }
            return url
        }
        guard let token = members["token"]?.stringValue, !token.isEmpty else {
            throw .invalidKeyServerFile(path: path, reason: "token must be a non-empty string")
        }
        self.init(certificate: try url("certificate"), keyRequest: try url("keyRequest"), token: token)
    }
}
