import Foundation
import JSON

extension LCPLicense {
    /// Parses a license document. Unknown members are ignored (and kept in `json`); a missing or malformed
    /// member the model needs is `LCPError.invalidLicense` naming it.
    public init(data: Data) throws {
        guard data.count <= Self.maximumSize else {
            throw LCPError.invalidLicense(field: "(document)", reason: "\(data.count) bytes is larger than a license can be")
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(data)
        } catch {
            throw LCPError.invalidLicense(field: "(document)", reason: "not valid JSON")
        }
        let document = try LicenseFields(root, path: "")
        let encryption = try document.object("encryption")
        let contentKey = try encryption.object("content_key")
        let userKey = try encryption.object("user_key")
        let signature = try document.object("signature")
        let user = try document.optionalObject("user")
        let rights = try document.optionalObject("rights")
        self.init(
            id: try document.string("id"),
            issued: try document.date("issued"),
            updated: try document.optionalDate("updated"),
            provider: try document.string("provider"),
            encryption: Encryption(
                profile: try encryption.string("profile"),
                contentKey: ContentKey(
                    algorithm: try contentKey.string("algorithm"),
                    encryptedValue: try contentKey.base64("encrypted_value")),
                userKey: UserKey(
                    algorithm: try userKey.string("algorithm"),
                    textHint: try userKey.optionalString("text_hint") ?? "",
                    keyCheck: try userKey.base64("key_check"))),
            links: try document.objects("links").map(Self.link),
            user: User(
                id: try user?.optionalString("id"),
                email: try user?.optionalString("email"),
                name: try user?.optionalString("name"),
                encrypted: try user?.optionalStrings("encrypted") ?? []),
            rights: Rights(
                print: try rights?.optionalAllowance("print"),
                copy: try rights?.optionalAllowance("copy"),
                start: try rights?.optionalDate("start"),
                end: try rights?.optionalDate("end")),
            signature: Signature(
                algorithm: try signature.string("algorithm"),
                certificate: try signature.base64("certificate"),
                value: try signature.base64("value")),
            json: document.members)
    }

    private static func link(_ fields: LicenseFields) throws -> Link {
        let rel: [String]
        if let single = try? fields.string("rel") { rel = [single] } else { rel = try fields.strings("rel") }
        return Link(
            rel: rel,
            href: try fields.string("href"),
            type: try fields.optionalString("type"),
            title: try fields.optionalString("title"),
            length: try fields.optionalInteger("length"),
            hash: try fields.optionalString("hash"),
            templated: try fields.optionalBool("templated") ?? false)
    }
}

/// Typed access to one JSON object of a license, with errors that name the member's path.
private struct LicenseFields {
    let members: [JSONMember]
    let path: String

    init(_ value: JSONValue, path: String) throws {
        guard case let .object(members) = value else {
            throw LCPError.invalidLicense(field: path.isEmpty ? "(document)" : path, reason: "an object is expected")
        }
        self.members = members
        self.path = path
    }

    private func name(_ key: String) -> String { path.isEmpty ? key : "\(path)/\(key)" }

    private func invalid(_ key: String, _ reason: String) -> LCPError {
        .invalidLicense(field: name(key), reason: reason)
    }

    private func value(_ key: String) throws -> JSONValue {
        guard let value = members[key], value != .null else { throw invalid(key, "missing") }
        return value
    }

    func object(_ key: String) throws -> LicenseFields { try LicenseFields(value(key), path: name(key)) }

    func optionalObject(_ key: String) throws -> LicenseFields? {
        members[key] == nil || members[key] == .null ? nil : try object(key)
    }

    func objects(_ key: String) throws -> [LicenseFields] {
        guard case let .array(items) = try value(key) else { throw invalid(key, "an array is expected") }
        return try items.enumerated().map { try LicenseFields($1, path: "\(name(key))/\($0)") }
    }

    func string(_ key: String) throws -> String {
        guard case let .string(text) = try value(key) else { throw invalid(key, "a string is expected") }
        return text
    }

    func optionalString(_ key: String) throws -> String? {
        members[key] == nil || members[key] == .null ? nil : try string(key)
    }

    func strings(_ key: String) throws -> [String] {
        guard case let .array(items) = try value(key) else { throw invalid(key, "an array of strings is expected") }
        return try items.map { item in
            guard case let .string(text) = item else { throw invalid(key, "an array of strings is expected") }
            return text
        }
    }

    func optionalStrings(_ key: String) throws -> [String]? {
        members[key] == nil || members[key] == .null ? nil : try strings(key)
    }

    func optionalInteger(_ key: String) throws -> Int64? {
        switch members[key] {
        case nil, .null?: return nil
        case let .number(number)?:
            guard let integer = number.integerValue else { throw invalid(key, "an integer is expected") }
            return Int64(integer)
        // Some servers write lengths as strings (the spec's own example does).
        case let .string(text)?:
            guard let number = Int64(text) else { throw invalid(key, "an integer is expected") }
            return number
        default: throw invalid(key, "an integer is expected")
        }
    }

    /// A right's allowance; a negative value means unconstrained, like an absent one.
    func optionalAllowance(_ key: String) throws -> Int? {
        guard let number = try optionalInteger(key) else { return nil }
        return number < 0 ? nil : Int(clamping: number)
    }

    func optionalBool(_ key: String) throws -> Bool? {
        switch members[key] {
        case nil, .null?: return nil
        case let .bool(flag)?: return flag
        default: throw invalid(key, "a boolean is expected")
        }
    }

    func base64(_ key: String) throws -> Data {
        do {
            return try LicenseBase64.decode(try string(key))
        } catch let error as LicenseBase64.Invalid {
            throw invalid(key, error.reason)
        }
    }

    func date(_ key: String) throws -> Date {
        guard let date = ISO8601Timestamp.parse(try string(key)) else { throw invalid(key, "an ISO 8601 date is expected") }
        return date
    }

    func optionalDate(_ key: String) throws -> Date? {
        members[key] == nil || members[key] == .null ? nil : try date(key)
    }
}
