import COpenSSL
import Foundation

/// Checks a license's signature over its canonical form with the public key of the provider certificate
/// it embeds (spec §5.5.2). Whether that certificate is trusted is `LCPCertificateValidator`'s question.
enum LCPSignatureVerifier {
    static let rsaSHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"
    static let ecdsaSHA256 = "http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"

    /// Throws `LCPError.invalidSignature` unless the signature verifies.
    static func verify(_ license: LCPLicense, with certificate: X509Certificate) throws {
        guard let key = certificate.publicKey else {
            throw LCPError.invalidSignature(reason: "the provider certificate has no usable public key")
        }
        let signature: Data
        switch (license.signature.algorithm, EVP_PKEY_get_base_id(key)) {
        case (rsaSHA256, EVP_PKEY_RSA):
            signature = license.signature.value
        case (ecdsaSHA256, EVP_PKEY_EC):
            signature = try ECDSASignature.der(fromRaw: license.signature.value, keyBits: Int(EVP_PKEY_get_bits(key)))
        case (rsaSHA256, _), (ecdsaSHA256, _):
            throw LCPError.invalidSignature(reason: "the provider certificate's key does not match \(license.signature.algorithm)")
        default:
            throw LCPError.invalidSignature(reason: "unsupported algorithm \(license.signature.algorithm)")
        }
        guard try verifySHA256(signature, of: license.canonicalForm, key: key) else {
            throw LCPError.invalidSignature(reason: "it does not match the license's content")
        }
    }

    private static func verifySHA256(_ signature: Data, of message: Data, key: OpaquePointer) throws -> Bool {
        guard let context = EVP_MD_CTX_new() else { throw CryptoError("EVP_MD_CTX_new") }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { throw CryptoError("EVP_DigestVerifyInit") }
        let result = signature.withUnsafeBytes { signatureBytes in
            message.withUnsafeBytes { messageBytes in
                EVP_DigestVerify(
                    context,
                    signatureBytes.bindMemory(to: UInt8.self).baseAddress, signatureBytes.count,
                    messageBytes.bindMemory(to: UInt8.self).baseAddress, messageBytes.count)
            }
        }
        // 0 is a mismatch; a negative value a malformed signature. Both leave errors in libcrypto's queue.
        _ = CryptoError.drainOpenSSLErrors()
        return result == 1
    }
}
