import Foundation
import JSON

/// The endpoints of a subscription publisher's security API, as a service file names them:
/// `{"signIn", "verifySubscription", "editionCredentials", "renewToken"?, "signOut"?}` (http or https URLs).
/// Tokens and edition credentials are kept per service, under its Sign In URL.
public struct SubscriptionService: Sendable, Equatable {
    /// A service file is a handful of URLs; anything far larger is not one.
    public static let maximumFileSize = 64 << 10

    public var signIn: URL
    public var verifySubscription: URL
    public var editionCredentials: URL
    /// Absent when the server's tokens never expire; an expired token is then reported as such.
    public var renewToken: URL?
    /// Absent when the server keeps no sessions; signing out then only forgets the token here.
    public var signOut: URL?

    public init(signIn: URL, verifySubscription: URL, editionCredentials: URL, renewToken: URL? = nil, signOut: URL? = nil) {
        self.signIn = signIn
        self.verifySubscription = verifySubscription
        self.editionCredentials = editionCredentials
        self.renewToken = renewToken
        self.signOut = signOut
    }

    /// Reads a service file; `location` names it in errors.
    public init(data: Data, location: String) throws {
        func invalid(_ reason: String) -> SubscriptionError { .invalidServiceFile(location: location, reason: reason) }
        guard data.count <= Self.maximumFileSize else { throw invalid("\(data.count) bytes is larger than a service file can be") }
        guard case let .object(members)? = try? JSONValue.parse(data) else { throw invalid("not a JSON object") }
        func endpoint(_ key: String) throws -> URL? {
            switch members[key] {
            case nil, .null?: return nil
            case let .string(text)?:
                guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()), url.host?.isEmpty == false else {
                    throw invalid("\(key): \(text) is not an http or https URL")
                }
                return url
            default: throw invalid("\(key) is not a string")
            }
        }
        func required(_ key: String) throws -> URL {
            guard let url = try endpoint(key) else { throw invalid("\(key) is missing") }
            return url
        }
        self.init(signIn: try required("signIn"), verifySubscription: try required("verifySubscription"),
                  editionCredentials: try required("editionCredentials"), renewToken: try endpoint("renewToken"),
                  signOut: try endpoint("signOut"))
    }

    /// What tokens and credentials are stored under.
    public var identity: String { signIn.absoluteString }
}
