import Foundation

/// What the application gives Readium LCP: the roots it trusts, revocation lists when it has them (or
/// where to find them), where user keys, rights consumption and downloaded lists are kept, and the clock
/// that rights dates are compared with.
public struct LCPConfiguration: Sendable {
    /// PEM texts of the trusted root certificates (each may hold several). None means no license verifies.
    public var trustedRootsPEM: [String]
    /// Certificate revocation lists, PEM or DER. Optional: reading never depends on having one.
    public var revocationLists: [Data]
    /// Where more revocation lists are published, besides the provider certificate chain's own CRL
    /// distribution points. URLs are downloaded only when online.
    public var revocationListLocations: [RevocationListLocation]
    /// Where downloaded revocation lists are kept until their `nextUpdate`; nil keeps them in memory for
    /// the protection's lifetime.
    public var revocationListCache: RevocationListRepository?
    /// Where user key hashes are remembered; nil keeps them in memory for the protection's lifetime.
    public var passphrases: PassphraseRepository?
    /// Where copy and print consumption is counted; nil counts in memory for the protection's lifetime.
    public var rights: RightsDatabase?
    /// Where the latest copy of each license and this device's registrations are kept; nil keeps none.
    public var licenses: LCPLicenseRepository?
    /// How to reach License Status Document servers and download revocation lists; nil never goes online.
    public var online: LCPOnlineConfiguration?
    public var now: @Sendable () -> Date

    public init(
        trustedRootsPEM: [String],
        revocationLists: [Data] = [],
        revocationListLocations: [RevocationListLocation] = [],
        revocationListCache: RevocationListRepository? = nil,
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
        self.revocationListLocations = revocationListLocations
        self.revocationListCache = revocationListCache
        self.passphrases = passphrases
        self.rights = rights
        self.now = now
    }
}
