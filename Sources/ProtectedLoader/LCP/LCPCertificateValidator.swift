import COpenSSL
import Foundation

/// Decides whether a provider certificate may be trusted (spec §5.5.1): it chains to one of the configured
/// roots, every certificate of the chain was valid when the license was last updated (not now: licenses
/// outlive their provider certificates), and no configured revocation list revokes it.
struct LCPCertificateValidator: Sendable {
    let roots: [X509Certificate]
    let revocationLists: [CertificateRevocationList]

    /// `rootsPEM`: PEM texts of trusted certificates; `revocationLists`: CRLs, PEM or DER.
    init(rootsPEM: [String], revocationLists: [Data]) throws {
        roots = try rootsPEM.flatMap { try X509Certificate.certificates(pem: $0) }
        self.revocationLists = try revocationLists.flatMap { try CertificateRevocationList.lists(from: $0) }
    }

    /// Throws `untrustedCertificate` or `certificateRevoked`.
    func validate(_ certificate: X509Certificate, at date: Date) throws {
        guard !roots.isEmpty else {
            throw LCPError.untrustedCertificate(reason: "no trusted root certificate is configured")
        }
        try verifyChain(of: certificate, at: date)
        let issuers = roots.filter { certificate.isIssued(by: $0) }
        for list in revocationLists where issuers.contains(where: { list.revokes(certificate, issuedBy: $0) }) {
            throw LCPError.certificateRevoked(serialNumber: certificate.serialNumber)
        }
    }

    private func verifyChain(of certificate: X509Certificate, at date: Date) throws {
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
    }
}
