import Foundation

/// What the application gives Readium LCP: the roots it trusts, revocation lists when it has them, where
/// user keys and rights consumption are kept, and the clock that rights dates are compared with.
public struct LCPConfiguration: Sendable {
    /// PEM texts of the trusted root certificates (each may hold several). None means no license verifies.
    public var trustedRootsPEM: [String]
    /// Certificate revocation lists, PEM or DER. Optional: reading never depends on having one.
    public var revocationLists: [Data]
    /// Where user key hashes are remembered; nil keeps them in memory for the protection's lifetime.
    public var passphrases: PassphraseRepository?
    /// Where copy and print consumption is counted; nil counts in memory for the protection's lifetime.
    public var rights: RightsDatabase?
    /// Where the latest copy of each license and this device's registrations are kept; nil keeps none.
    public var licenses: LCPLicenseRepository?
    /// How to reach License Status Document servers; nil never goes online.
    public var online: LCPOnlineConfiguration?
    public var now: @Sendable () -> Date

    public init(
        trustedRootsPEM: [String],
        revocationLists: [Data] = [],
        passphrases: PassphraseRepository? = nil,
        rights: RightsDatabase? = nil,
        licenses: LCPLicenseRepository? = nil,
        online: LCPOnlineConfiguration? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.licenses = licenses
        self.online = online
        self.trustedRootsPEM = trustedRootsPEM
        self.revocationLists = revocationLists
        self.passphrases = passphrases
        self.rights = rights
        self.now = now
    }
}
