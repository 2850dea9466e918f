import COpenSSL
import Foundation

/// An X.509 certificate held by libcrypto: a provider certificate from a license, or a trusted root.
final class X509Certificate: @unchecked Sendable {
    // Immutable after init; libcrypto's reads of a certificate are thread-safe.
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) { self.pointer = pointer }

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

    /// Whether `issuer`'s subject and key issued this certificate.
    func isIssued(by issuer: X509Certificate) -> Bool {
        X509_check_issued(issuer.pointer, pointer) == X509_V_OK
    }
}
