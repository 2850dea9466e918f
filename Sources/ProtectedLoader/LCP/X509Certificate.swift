import COpenSSL
import Foundation

/// An X.509 certificate held by libcrypto: a provider certificate from a license, or a trusted root.
final class X509Certificate: @unchecked Sendable {
    // Immutable after init; libcrypto's reads of a certificate are thread-safe.
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) { self.pointer = pointer }

    /// Shares a certificate libcrypto holds elsewhere (one of a verified chain), taking a reference to it.
    convenience init(retaining pointer: OpaquePointer) {
        X509_up_ref(pointer)
        self.init(pointer: pointer)
    }

    deinit { X509_free(pointer) }

    /// Parses one DER certificate.
    convenience init(der: Data) throws {
        let parsed: OpaquePointer? = der.withUnsafeBytes { raw in
            var cursor = raw.bindMemory(to: UInt8.self).baseAddress.map { UnsafePointer($0) }
            return d2i_X509(nil, &cursor, raw.count)
        }
        guard let parsed else { throw CryptoError("d2i_X509") }
        self.init(pointer: parsed)
    }

    /// Every certificate of a PEM text (a bundle may hold several).
    static func certificates(pem: String) throws -> [X509Certificate] {
        let certificates = try PEMReader.read(Data(pem.utf8)) { bio in
            PEM_read_bio_X509(bio, nil, nil, nil)
        }.map(X509Certificate.init(pointer:))
        guard !certificates.isEmpty else { throw CryptoError("PEM_read_bio_X509", reason: "no certificate in the PEM text") }
        return certificates
    }

    /// The subject public key, owned by the certificate.
    var publicKey: OpaquePointer? { X509_get0_pubkey(pointer) }

    /// The serial number in hexadecimal, as revocation messages show it.
    var serialNumber: String {
        guard let number = ASN1_INTEGER_to_BN(X509_get_serialNumber(pointer), nil) else { return "?" }
        defer { BN_free(number) }
        var bytes = [UInt8](repeating: 0, count: (Int(BN_num_bits(number)) + 7) / 8)
        BN_bn2bin(number, &bytes)
        return Data(bytes).hexString
    }

    /// The URIs of the CRL distribution points extension: where the issuer publishes the revocation list
    /// that would name this certificate. Empty without the extension.
    var revocationListURIs: [String] {
        guard let raw = X509_get_ext_d2i(pointer, NID_crl_distribution_points, nil, nil) else {
            _ = CryptoError.drainOpenSSLErrors()
            return []
        }
        let points = OpaquePointer(raw)
        defer { CRL_DIST_POINTS_free(points) }
        return (0..<OPENSSL_sk_num(points)).flatMap { index -> [String] in
            guard let point = OPENSSL_sk_value(points, index)?.assumingMemoryBound(to: DIST_POINT.self).pointee,
                  let name = point.distpoint?.pointee, name.type == 0, let names = name.name.fullname else { return [] }
            return Self.uniformResourceIdentifiers(in: names)
        }
    }

    private static func uniformResourceIdentifiers(in names: OpaquePointer) -> [String] {
        (0..<OPENSSL_sk_num(names)).compactMap { index in
            guard let name = OPENSSL_sk_value(names, index)?.assumingMemoryBound(to: GENERAL_NAME.self).pointee,
                  name.type == GEN_URI, let uri = name.d.uniformResourceIdentifier,
                  let bytes = ASN1_STRING_get0_data(uri) else { return nil }
            return String(decoding: UnsafeBufferPointer(start: bytes, count: Int(ASN1_STRING_length(uri))), as: UTF8.self)
        }
    }

    /// Whether `issuer`'s subject and key issued this certificate.
    func isIssued(by issuer: X509Certificate) -> Bool {
        X509_check_issued(issuer.pointer, pointer) == X509_V_OK
    }
}
