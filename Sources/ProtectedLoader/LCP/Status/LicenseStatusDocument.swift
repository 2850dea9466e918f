import Foundation
import JSON

/// A Readium License Status Document: where a license stands (ready, active, revoked, returned, cancelled,
/// expired), when the license and the status were last updated, and the links to the fresh license and to
/// register, renew and return. Status servers are untrusted: the document is bounded in size, every member
/// has its type checked, and links may only lead to `http` or `https`.
public struct LicenseStatusDocument: Sendable, Equatable, Encodable {
    /// The largest status document decor reads; a real one (with its event history) is far smaller.
    public static let maximumSize = 256 << 10
    /// Events beyond this many are not kept.
    public static let maximumEvents = 1000

    /// The states of the LSD specification.
    public enum Status: String, Sendable, Codable {
        case ready, active, revoked, returned, cancelled, expired
    }

    /// A link of the document; `templated` ones are URI templates (`{?id,name}`).
    public struct Link: Sendable, Equatable, Encodable {
        public var rel: [String]
        public var href: String
        public var type: String?
        public var templated: Bool
    }

    /// One registration, renewal, return, revocation or cancellation the server recorded.
    public struct Event: Sendable, Equatable, Encodable {
        public var type: String
        public var name: String?
        public var id: String?
        public var timestamp: Date?
    }

    public var id: String
    public var status: Status
    public var message: String?
    /// When the license itself last changed; a later date than the license's own means a new one is waiting.
    public var licenseUpdated: Date
    public var statusUpdated: Date
    public var links: [Link]
    /// The latest end date a renewal may ask for.
    public var potentialEnd: Date?
    public var events: [Event]

    /// The first link with relation `rel`.
    public func link(_ rel: String) -> Link? { links.first { $0.rel.contains(rel) } }

    /// Parses and checks a status document; `location` names it in errors.
    public init(data: Data, location: String) throws {
        guard data.count <= Self.maximumSize else {
            throw LCPStatusError.invalidStatusDocument(url: location, field: "(document)", reason: "larger than \(Self.maximumSize) bytes")
        }
        guard let root = try? JSONValue.parse(data) else {
            throw LCPStatusError.invalidStatusDocument(url: location, field: "(document)", reason: "not valid JSON")
        }
        let fields = StatusFields(location: location)
        let document = try fields.object(root, "(document)")
        let statusName = try fields.string(document, "status")
        guard let status = Status(rawValue: statusName) else {
            throw LCPStatusError.invalidStatusDocument(url: location, field: "status", reason: "\(statusName) is not a status of the specification")
        }
        let updated = try fields.object(try fields.required(document, "updated"), "updated")
        id = try fields.string(document, "id")
        self.status = status
        message = try fields.optionalString(document, "message")
        licenseUpdated = try fields.date(updated, "license", path: "updated/license")
        statusUpdated = try fields.date(updated, "status", path: "updated/status")
        guard case let .array(linkValues) = try fields.required(document, "links") else {
            throw LCPStatusError.invalidStatusDocument(url: location, field: "links", reason: "an array is expected")
        }
        links = try linkValues.enumerated().map { try fields.link($1, path: "links/\($0)") }
        if let rights = document["potential_rights"], rights != .null {
            potentialEnd = try fields.optionalDate(try fields.object(rights, "potential_rights"), "end", path: "potential_rights/end")
        } else {
            potentialEnd = nil
        }
        switch document["events"] {
        case nil, .null?: events = []
        case let .array(values)?:
            events = try values.prefix(Self.maximumEvents).enumerated().map { try fields.event($1, path: "events/\($0)") }
        default:
            throw LCPStatusError.invalidStatusDocument(url: location, field: "events", reason: "an array is expected")
        }
    }
}

/// Typed reading of a status document's members, with errors that name the document and the member.
private struct StatusFields {
    let location: String

    func invalid(_ field: String, _ reason: String) -> LCPStatusError {
        .invalidStatusDocument(url: location, field: field, reason: reason)
    }

    func object(_ value: JSONValue, _ path: String) throws -> [JSONMember] {
        guard case let .object(members) = value else { throw invalid(path, "an object is expected") }
        return members
    }

    func required(_ members: [JSONMember], _ key: String, path: String? = nil) throws -> JSONValue {
        guard let value = members[key], value != .null else { throw invalid(path ?? key, "missing") }
        return value
    }

    func string(_ members: [JSONMember], _ key: String, path: String? = nil) throws -> String {
        guard case let .string(text) = try required(members, key, path: path) else {
            throw invalid(path ?? key, "a string is expected")
        }
        return text
    }

    func optionalString(_ members: [JSONMember], _ key: String, path: String? = nil) throws -> String? {
        members[key] == nil || members[key] == .null ? nil : try string(members, key, path: path)
    }

    func date(_ members: [JSONMember], _ key: String, path: String) throws -> Date {
        guard let date = ISO8601Timestamp.parse(try string(members, key, path: path)) else {
            throw invalid(path, "an ISO 8601 date is expected")
        }
        return date
    }

    func optionalDate(_ members: [JSONMember], _ key: String, path: String) throws -> Date? {
        members[key] == nil || members[key] == .null ? nil : try date(members, key, path: path)
    }

    func link(_ value: JSONValue, path: String) throws -> LicenseStatusDocument.Link {
        let members = try object(value, path)
        let rel: [String]
        switch members["rel"] {
        case let .string(single)?: rel = [single]
        case let .array(values)?:
            rel = try values.map { value in
                guard case let .string(text) = value else { throw invalid("\(path)/rel", "strings are expected") }
                return text
            }
        default: throw invalid("\(path)/rel", "a string or an array of strings is expected")
        }
        let href = try string(members, "href", path: "\(path)/href")
        // Before any template expansion: a template may not start with another scheme either.
        let scheme = href.prefix { $0 != ":" }.lowercased()
        guard scheme == "http" || scheme == "https", href.contains("://") else {
            throw invalid("\(path)/href", "\(href) is not an http or https URL")
        }
        let templated: Bool
        switch members["templated"] {
        case nil, .null?: templated = false
        case let .bool(flag)?: templated = flag
        default: throw invalid("\(path)/templated", "a boolean is expected")
        }
        // A plain link is followed as it stands, so it must be a URL (found by fuzzing: spaces slipped through).
        guard templated || URL(string: href)?.host != nil else {
            throw invalid("\(path)/href", "\(href) is not a valid URL")
        }
        return .init(rel: rel, href: href, type: try optionalString(members, "type", path: "\(path)/type"), templated: templated)
    }

    func event(_ value: JSONValue, path: String) throws -> LicenseStatusDocument.Event {
        let members = try object(value, path)
        return .init(
            type: try string(members, "type", path: "\(path)/type"),
            name: try optionalString(members, "name", path: "\(path)/name"),
            id: try optionalString(members, "id", path: "\(path)/id"),
            timestamp: try optionalDate(members, "timestamp", path: "\(path)/timestamp"))
    }
}
