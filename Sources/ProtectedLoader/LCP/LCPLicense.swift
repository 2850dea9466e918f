import Foundation
import JSON

/// A Readium LCP license document (`.lcpl`): who issued it, the encrypted content key, the user key check,
/// links, user, rights and signature. The parsed JSON is kept, because the signature covers its
/// canonical form, including members this model does not know.
public struct LCPLicense: Sendable, Equatable {
    /// The only profile decor can unlock.
    public static let basicProfile = "http://readium.org/lcp/basic-profile"
    /// Licenses are a few kilobytes; anything past this bound is refused before parsing.
    public static let maximumSize = 1 << 20

    /// How the content key and the user key are protected, and under which profile.
    public struct Encryption: Sendable, Equatable {
        public var profile: String
        public var contentKey: ContentKey
        public var userKey: UserKey
    }

    /// The key of the publication's resources, encrypted with the user key.
    public struct ContentKey: Sendable, Equatable {
        public var algorithm: String
        /// IV ‖ AES-256-CBC(user key, content key), base64-decoded.
        public var encryptedValue: Data
    }

    /// How a passphrase becomes the user key, and how to tell a right one from a wrong one.
    public struct UserKey: Sendable, Equatable {
        public var algorithm: String
        public var textHint: String
        /// IV ‖ AES-256-CBC(user key, license id), base64-decoded.
        public var keyCheck: Data
    }

    /// A link to a resource outside the license (hint page, publication, status document).
    public struct Link: Sendable, Equatable {
        public var rel: [String]
        public var href: String
        public var type: String?
        public var title: String?
        public var length: Int64?
        public var hash: String?
        public var templated: Bool
    }

    /// Who the license was issued to; some fields may be encrypted with the user key.
    public struct User: Sendable, Equatable {
        public var id: String?
        /// Clear, or base64 of IV ‖ AES-256-CBC(user key, value) when listed in `encrypted`.
        public var email: String?
        public var name: String?
        public var encrypted: [String]

        /// A field as the license stores it (possibly encrypted), by its name in the document.
        public func storedValue(of field: String) -> String? {
            switch field {
            case "id": id
            case "email": email
            case "name": name
            default: nil
            }
        }
    }

    /// What the license allows, and when.
    public struct Rights: Sendable, Equatable {
        /// Pages that may be printed over the license's lifetime; nil (or negative in the document) is unlimited.
        public var print: Int?
        /// Characters that may be copied over the license's lifetime; nil is unlimited.
        public var copy: Int?
        public var start: Date?
        public var end: Date?
    }

    /// The provider's signature over the canonical form, with the certificate to check it.
    public struct Signature: Sendable, Equatable {
        public var algorithm: String
        /// The provider certificate, DER.
        public var certificate: Data
        public var value: Data
    }

    public var id: String
    public var issued: Date
    public var updated: Date?
    public var provider: String
    public var encryption: Encryption
    public var links: [Link]
    public var user: User
    public var rights: Rights
    public var signature: Signature
    /// The document's members as parsed, for the canonical form.
    var json: [JSONMember]

    /// The bytes the signature covers.
    public var canonicalForm: Data { CanonicalJSON.signedBytes(of: json) }

    /// The date certificates are checked at: the last update, or the issue date.
    public var signingDate: Date { updated ?? issued }

    /// The first link with relation `rel`.
    public func link(_ rel: String) -> Link? { links.first { $0.rel.contains(rel) } }
}
