import Foundation

/// The checks of a license that come before its passphrase, in the spec's order: encryption profile,
/// algorithms, signature, provider certificate chain (at the license's update time), revocation, and
/// finally whether now lies within the rights' dates. The first failure is the one reported.
struct LCPLicenseValidator: Sendable {
    static let contentKeyAlgorithm = "http://www.w3.org/2001/04/xmlenc#aes256-cbc"
    static let userKeyAlgorithm = "http://www.w3.org/2001/04/xmlenc#sha256"

    let certificates: LCPCertificateValidator
    let now: @Sendable () -> Date

    func validate(_ license: LCPLicense) throws {
        var revocationReport: RevocationListReport?
        try verifyAuthenticity(of: license, revocationReport: &revocationReport)
        try checkDates(of: license)
    }

    /// Everything but the dates: what a license fetched from a status server must pass before it replaces
    /// the one at hand (a returned loan's license has ended, and is still the provider's word).
    /// `revocationReport` receives what the revocation check of the provider certificate found.
    func verifyAuthenticity(of license: LCPLicense, revocationReport: inout RevocationListReport?) throws {
        try checkProfile(of: license)
        let providerCertificate: X509Certificate
        do {
            providerCertificate = try X509Certificate(der: license.signature.certificate)
        } catch {
            throw LCPError.invalidLicense(field: "signature/certificate", reason: "not a DER certificate")
        }
        try LCPSignatureVerifier.verify(license, with: providerCertificate)
        try certificates.validate(providerCertificate, at: license.signingDate, revocationReport: &revocationReport)
    }

    /// Only the basic profile can be unlocked; production profiles must never be mistaken for it.
    func checkProfile(of license: LCPLicense) throws {
        guard license.encryption.profile == LCPLicense.basicProfile else {
            throw LCPError.unsupportedProfile(profile: license.encryption.profile)
        }
        guard license.encryption.contentKey.algorithm == Self.contentKeyAlgorithm else {
            throw LCPError.invalidLicense(
                field: "encryption/content_key/algorithm", reason: "\(license.encryption.contentKey.algorithm) is not the basic profile's")
        }
        guard license.encryption.userKey.algorithm == Self.userKeyAlgorithm else {
            throw LCPError.invalidLicense(
                field: "encryption/user_key/algorithm", reason: "\(license.encryption.userKey.algorithm) is not the basic profile's")
        }
    }

    /// Whether now lies within the rights' dates.
    func checkDates(of license: LCPLicense) throws {
        let date = now()
        if let start = license.rights.start, date < start { throw LCPError.notStarted(start: start) }
        if let end = license.rights.end, date > end { throw LCPError.expired(end: end) }
    }
}
