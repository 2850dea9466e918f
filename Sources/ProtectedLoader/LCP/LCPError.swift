import Foundation

/// Why a Readium LCP license does not unlock its publication. A publication whose license fails with one
/// of these is still opened, restricted, with the error exposed as its protection error.
public enum LCPError: CodedError, Sendable, Equatable {
    /// The license's encryption profile is not the basic profile (profile-1.0 and 2.x need EDRLab's library).
    case unsupportedProfile(profile: String)
    /// The signature does not match the license's canonical form, or cannot be checked at all.
    case invalidSignature(reason: String)
    /// The provider certificate does not chain to a trusted root, or was not valid when the license was updated.
    case untrustedCertificate(reason: String)
    /// A certificate revocation list revokes the provider certificate.
    case certificateRevoked(serialNumber: String)
    /// The rights' `end` date has passed.
    case expired(end: Date)
    /// The rights' `start` date has not come yet.
    case notStarted(start: Date)
    /// The provider revoked the license (from its status document).
    case revoked(date: Date?)
    /// The user returned the license (from its status document).
    case returned(date: Date?)
    /// The provider cancelled the license before it was used (from its status document).
    case cancelled(date: Date?)
    /// No passphrase was given, or none of those tried matches the license's key check.
    case incorrectCredentials(hint: String?)
    /// The license is not valid JSON, misses a required member, or a member has the wrong form.
    case invalidLicense(field: String, reason: String)

    public var code: String {
        switch self {
        case .unsupportedProfile: "unsupportedProfile"
        case .invalidSignature: "invalidSignature"
        case .untrustedCertificate: "untrustedCertificate"
        case .certificateRevoked: "certificateRevoked"
        case .expired: "expired"
        case .notStarted: "notStarted"
        case .revoked: "revoked"
        case .returned: "returned"
        case .cancelled: "cancelled"
        case .incorrectCredentials: "incorrectCredentials"
        case .invalidLicense: "invalidLicense"
        }
    }

    public var message: String {
        switch self {
        case let .unsupportedProfile(profile):
            "the LCP encryption profile \(profile) is not supported (only the basic profile can be unlocked)"
        case let .invalidSignature(reason): "the license signature is invalid: \(reason)"
        case let .untrustedCertificate(reason): "the provider certificate is not trusted: \(reason)"
        case let .certificateRevoked(serial): "the provider certificate (serial \(serial)) has been revoked"
        case let .expired(end): "the license expired on \(Self.format(end))"
        case let .notStarted(start): "the license is not valid before \(Self.format(start))"
        case let .revoked(date): "the license was revoked" + Self.on(date)
        case let .returned(date): "the license was returned" + Self.on(date)
        case let .cancelled(date): "the license was cancelled" + Self.on(date)
        case let .incorrectCredentials(hint):
            "the passphrase is missing or incorrect" + (hint.map { " (hint: \($0))" } ?? "")
        case let .invalidLicense(field, reason): "the license is invalid: \(field): \(reason)"
        }
    }

    private static func format(_ date: Date) -> String { date.formatted(.iso8601) }

    private static func on(_ date: Date?) -> String { date.map { " on \(format($0))" } ?? "" }
}
