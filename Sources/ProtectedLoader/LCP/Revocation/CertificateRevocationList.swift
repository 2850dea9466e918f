import COpenSSL
import Foundation

/// An X.509 certificate revocation list, PEM or DER, that the LCP certificate check consults. A list
/// counts only once its signature verifies with the key of the certificate authority that issued it.
final class CertificateRevocationList: @unchecked Sendable {
    // Immutable after init; libcrypto's reads of a list are thread-safe.
    private let pointer: OpaquePointer

    private init(pointer: OpaquePointer) { self.pointer = pointer }

    deinit { X509_CRL_free(pointer) }

    /// Every list in `data`: PEM blocks, or one DER list.
    static func lists(from data: Data) throws -> [CertificateRevocationList] {
        if data.range(of: Data("-----BEGIN".utf8)) != nil {
            let lists = try PEMReader.read(data) { bio in PEM_read_bio_X509_CRL(bio, nil, nil, nil) }
            guard !lists.isEmpty else { throw CryptoError("PEM_read_bio_X509_CRL", reason: "no CRL in the PEM text") }
            return lists.map(CertificateRevocationList.init(pointer:))
        }
        let parsed: OpaquePointer? = data.withUnsafeBytes { raw in
            var cursor = raw.bindMemory(to: UInt8.self).baseAddress.map { UnsafePointer($0) }
            return d2i_X509_CRL(nil, &cursor, raw.count)
        }
        guard let parsed else { throw CryptoError("d2i_X509_CRL") }
        return [CertificateRevocationList(pointer: parsed)]
    }

    /// When the list was issued.
    var thisUpdate: Date? { Self.date(X509_CRL_get0_lastUpdate(pointer)) }

    /// When the next list will be issued: after it this one is stale. Nil when the list does not say.
    var nextUpdate: Date? { Self.date(X509_CRL_get0_nextUpdate(pointer)) }

    /// Whether `authority` issued this list: its subject is the list's issuer and its key verifies the
    /// list's signature.
    func isSigned(by authority: X509Certificate) -> Bool {
        defer { _ = CryptoError.drainOpenSSLErrors() }
        guard X509_NAME_cmp(X509_CRL_get_issuer(pointer), X509_get_subject_name(authority.pointer)) == 0,
              let key = authority.publicKey else { return false }
        return X509_CRL_verify(pointer, key) == 1
    }

    /// Whether this list names `certificate` (compared by issuer and serial number). Says nothing about
    /// who signed the list: check `isSigned(by:)` first.
    func lists(_ certificate: X509Certificate) -> Bool {
        guard X509_NAME_cmp(X509_CRL_get_issuer(pointer), X509_get_issuer_name(certificate.pointer)) == 0 else { return false }
        var entry: OpaquePointer?
        return X509_CRL_get0_by_cert(pointer, &entry, certificate.pointer) == 1
    }

    private static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date? {
        guard let time else { return nil }
        var parts = tm()
        guard ASN1_TIME_to_tm(time, &parts) == 1 else {
            _ = CryptoError.drainOpenSSLErrors()
            return nil
        }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }
}
