import COpenSSL
import Foundation

/// An X.509 certificate revocation list, PEM or DER, that the LCP certificate check consults when the
/// application has one. Only lists signed by the provider certificate's issuer count.
final class CertificateRevocationList: @unchecked Sendable {
    // Immutable after init.
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

    /// Whether this list, signed by `issuer`, revokes `certificate`. A list from another issuer, or whose
    /// signature does not verify, says nothing.
    func revokes(_ certificate: X509Certificate, issuedBy issuer: X509Certificate) -> Bool {
        guard
            X509_NAME_cmp(X509_CRL_get_issuer(pointer), X509_get_issuer_name(certificate.pointer)) == 0,
            let key = issuer.publicKey, X509_CRL_verify(pointer, key) == 1
        else {
            _ = CryptoError.drainOpenSSLErrors()
            return false
        }
        var entry: OpaquePointer?
        return X509_CRL_get0_by_cert(pointer, &entry, certificate.pointer) == 1
    }
}
