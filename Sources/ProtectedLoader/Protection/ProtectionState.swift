import Foundation

/// What a publication's protection says about it: which scheme, whether its content is locked, why,
/// the credentials that worked, the reader's rights and, for LCP, the license.
public struct ProtectionState: Sendable {
    public var scheme: ProtectionScheme
    /// A human name of the scheme ("Readium LCP").
    public var name: String
    /// True when protected resources cannot be read; `error` says why.
    public var isRestricted: Bool { error != nil }
    public var error: (any CodedError & Sendable)?
    /// The credentials that unlocked the publication, when some were needed.
    public var credentials: String?
    public var rights: any UserRights
    public var license: LicenseSummary?
    /// Status, register, renew and return for an LCP license, when the protection may go online.
    public var lcpLicense: LCPLicenseService?
    /// What the revocation check of an LCP provider certificate found, when a list was consulted.
    public var revocationList: RevocationListReport?

    public init(
        scheme: ProtectionScheme, name: String, error: (any CodedError & Sendable)?,
        credentials: String?, rights: any UserRights, license: LicenseSummary?, lcpLicense: LCPLicenseService? = nil,
        revocationList: RevocationListReport? = nil
    ) {
        self.lcpLicense = lcpLicense
        self.revocationList = revocationList
        self.scheme = scheme
        self.name = name
        self.error = error
        self.credentials = credentials
        self.rights = rights
        self.license = license
    }
}

/// The parts of a license a person or a report needs, independent of the scheme's own model.
public struct LicenseSummary: Sendable, Equatable, Codable {
    public struct User: Sendable, Equatable, Codable {
        public var id: String?
        public var name: String?
        public var email: String?

        public init(id: String?, name: String?, email: String?) {
            self.id = id
            self.name = name
            self.email = email
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
        }
    }

    public var id: String
    public var provider: String
    public var profile: String
    public var issued: Date
    public var updated: Date?
    public var start: Date?
    public var end: Date?
    public var user: User

    public init(
        id: String, provider: String, profile: String, issued: Date, updated: Date?,
        start: Date?, end: Date?, user: User
    ) {
        self.id = id
        self.provider = provider
        self.profile = profile
        self.issued = issued
        self.updated = updated
        self.start = start
        self.end = end
        self.user = user
    }

    /// Absent dates are written as null so that the JSON always has the same members.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(provider, forKey: .provider)
        try container.encode(profile, forKey: .profile)
        try container.encode(issued, forKey: .issued)
        try container.encode(updated, forKey: .updated)
        try container.encode(start, forKey: .start)
        try container.encode(end, forKey: .end)
        try container.encode(user, forKey: .user)
    }
}
