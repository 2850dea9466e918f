import Foundation

/// What the server gives for one edition: the pair sent as `Authorization: Basic` and any extra headers it
/// names, all of them sent with every request of that edition.
public struct EditionCredentials: Sendable, Equatable, Codable {
    public struct Header: Sendable, Equatable, Codable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var userID: String
    public var password: String
    public var headers: [Header]

    public init(userID: String, password: String, headers: [Header] = []) {
        self.userID = userID
        self.password = password
        self.headers = headers
    }

    /// The headers of every request of the edition: Basic authorisation first, then the server's own.
    public var requestHeaders: [(name: String, value: String)] {
        let basic = Data("\(userID):\(password)".utf8).base64EncodedString()
        return [("Authorization", "Basic \(basic)")] + headers.map { ($0.name, $0.value) }
    }
}
