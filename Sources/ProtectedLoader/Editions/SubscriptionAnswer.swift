import DOM
import Foundation

/// One answer of a subscription server, read from its XML with the DOM's safe parser (no network, no
/// entities) and bounded: `<token>`, `<subscription state=…>`, `<credentials>` or `<error status=…/>`.
/// Errors come with HTTP 200, so the document's root says what happened, not the status line.
public enum SubscriptionAnswer: Sendable, Equatable {
    /// A user token and, optionally, the second token sent as `Authorization` with top-level OPDS feeds.
    case tokens(user: String, feed: String?)
    case subscription(SubscriptionStatus)
    /// `state="stale"`: the token must be renewed before the subscription can be told.
    case stale
    case credentials(EditionCredentials)
    case error(status: String, message: String?)

    /// Answers are a few hundred bytes; the bound leaves room for long edition lists.
    public static let maximumSize = 256 << 10
    /// Editions listed, headers named and characters in any one value, at most.
    public static let maximumItems = 10_000
    public static let maximumHeaders = 32
    public static let maximumValueLength = 4096

    /// Reads an answer; `location` (the URL asked) names it in errors.
    public init(data: Data, location: String) throws {
        func invalid(_ reason: String) -> SubscriptionError { .invalidAnswer(location: location, reason: reason) }
        guard data.count <= Self.maximumSize else { throw invalid("\(data.count) bytes is larger than an answer can be") }
        let document: Document
        do {
            document = try Document.parseXML(data, name: location)
        } catch {
            throw invalid("not well-formed XML: \(error)")
        }
        guard let root = document.rootElement else { throw invalid("no root element") }
        switch root.localName ?? "" {
        case "token", "tokens":
            // `<token>U</token>`, or a `<tokens>` root holding the user token then the feed token.
            let tokens = root.localName == "token" ? [root] : root.childElements.filter { $0.localName == "token" }
            guard let user = tokens.first.map(Self.text), !user.isEmpty else { throw invalid("an empty token") }
            let feed = tokens.dropFirst().first.map(Self.text).flatMap { $0.isEmpty ? nil : $0 }
            try Self.check([user] + (feed.map { [$0] } ?? []), invalid)
            self = .tokens(user: user, feed: feed)
        case "subscription":
            let state = root.attribute("state")
            if state == "stale" {
                self = .stale
                return
            }
            let editions = root.descendants(named: "issue", namespace: nil).map(Self.text)
            guard editions.count <= Self.maximumItems else { throw invalid("more than \(Self.maximumItems) editions") }
            let message = root.attribute("message")
            try Self.check(editions + (message.map { [$0] } ?? []), invalid)
            self = .subscription(SubscriptionStatus(
                state: state.flatMap(SubscriptionStatus.State.init(rawValue:)) ?? .unknown, message: message,
                editions: editions.filter { !$0.isEmpty }))
        case "credentials":
            guard let userID = root.firstChild(named: "userid", namespace: nil).map(Self.text),
                  let password = root.firstChild(named: "password", namespace: nil).map(Self.text) else {
                throw invalid("credentials without a userid and a password")
            }
            let headerElements = root.firstChild(named: "headers", namespace: nil)?.childElements
                .filter { $0.localName == "header" } ?? []
            guard headerElements.count <= Self.maximumHeaders else { throw invalid("more than \(Self.maximumHeaders) headers") }
            let headers = try headerElements.map { element in
                guard let name = element.attribute("name"), Self.isHeaderName(name) else {
                    throw invalid("a header without a valid name")
                }
                guard !["authorization", "host", "range", "content-length"].contains(name.lowercased()) else {
                    throw invalid("the header \(name) is decor's to set")
                }
                return EditionCredentials.Header(name: name, value: Self.text(element))
            }
            try Self.check([userID, password] + headers.map(\.value), invalid)
            guard !userID.contains(":") else { throw invalid("a userid with a colon cannot be sent as Basic credentials") }
            self = .credentials(EditionCredentials(userID: userID, password: password, headers: headers))
        case "error":
            guard let status = root.attribute("status"), !status.isEmpty else { throw invalid("an error without a status") }
            let message = root.attribute("message")
            try Self.check([status] + (message.map { [$0] } ?? []), invalid)
            self = .error(status: status, message: message)
        default:
            throw invalid("unexpected root element <\(root.localName ?? "")>")
        }
    }

    /// Every value goes into a header or a message: bounded, and no control characters (a CR or LF would
    /// split a header).
    private static func check(_ values: [String], _ invalid: (String) -> SubscriptionError) throws {
        for value in values {
            guard value.utf8.count <= maximumValueLength else { throw invalid("a value longer than \(maximumValueLength) bytes") }
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw invalid("a value with control characters")
            }
        }
    }

    private static func text(_ element: Node) -> String {
        element.textContent.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An HTTP token (RFC 9110): letters, digits and `!#$%&'*+-.^_`|~`.
    private static func isHeaderName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 64 && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
        }
    }
}
