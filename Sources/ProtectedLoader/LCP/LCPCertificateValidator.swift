import COpenSSL
import Foundation

/// Decides whether a provider certificate may be trusted (spec §5.5.1): it chains to one of the configured
/// roots, every certificate of the chain was valid when the license was last updated (not now: licenses
/// outlive their provider certificates), and no revocation list revokes it now.
struct LCPCertificateValidator: Sendable {
    let roots: [X509Certificate]
    let revocation: RevocationListCheck

    /// `rootsPEM`: PEM texts of trusted certificates.
    init(rootsPEM: [String], revocation: RevocationListCheck) throws {
        roots = try rootsPEM.flatMap { try X509Certificate.certificates(pem: $0) }
        self.revocation = revocation
    }

    /// Throws `untrustedCertificate` or `certificateRevoked`; `revocationReport` receives what the
    /// revocation check found once the chain is trusted, the revoked case included.
    func validate(_ certificate: X509Certificate, at date: Date, revocationReport: inout RevocationListReport?) throws {
        guard !roots.isEmpty else {
            throw LCPError.untrustedCertificate(reason: "no trusted root certificate is configured")
        }
        let chain = try verifiedChain(of: certificate, at: date)
        let outcome = revocation.check(chain, authorities: roots)
        revocationReport = outcome.report
        if let serialNumber = outcome.revokedSerialNumber {
            throw LCPError.certificateRevoked(serialNumber: serialNumber)
        }
    }

    /// The chain from `certificate` to the trust anchor it ends at.
    private func verifiedChain(of certificate: X509Certificate, at date: Date) throws -> [X509Certificate] {
        guard let store = X509_STORE_new() else { throw CryptoError("X509_STORE_new") }
        defer { X509_STORE_free(store) }
        for root in roots where X509_STORE_add_cert(store, root.pointer) != 1 {
            throw CryptoError("X509_STORE_add_cert")
        }
        guard let context = X509_STORE_CTX_new() else { throw CryptoError("X509_STORE_CTX_new") }
        defer { X509_STORE_CTX_free(context) }
        guard X509_STORE_CTX_init(context, store, certificate.pointer, nil) == 1 else {
            throw CryptoError("X509_STORE_CTX_init")
        }
        let parameters = X509_STORE_CTX_get0_param(context)
        X509_VERIFY_PARAM_set_time(parameters, time_t(date.timeIntervalSince1970.rounded(.down)))
        // A configured certificate is a trust anchor even when it is an intermediate (EDRLab's "EDRLab CA").
        X509_VERIFY_PARAM_set_flags(parameters, UInt(X509_V_FLAG_PARTIAL_CHAIN))
        let verified = X509_verify_cert(context)
        _ = CryptoError.drainOpenSSLErrors()
        guard verified == 1 else {
            let reason = String(cString: X509_verify_cert_error_string(Int(X509_STORE_CTX_get_error(context))))
            throw LCPError.untrustedCertificate(reason: "\(reason) (checked at \(date.formatted(.iso8601)))")
        }
        guard let chain = X509_STORE_CTX_get0_chain(context) else { return [certificate] }
        return (0..<OPENSSL_sk_num(chain)).compactMap { index in
            OPENSSL_sk_value(chain, index).map { X509Certificate(retaining: OpaquePointer($0)) }
        }
    }
}
