import COpenSSL
import Foundation

/// LCP carries ECDSA signatures as raw r ‖ s (each the size of the curve's order, as XML Signature does);
/// libcrypto verifies the DER `ECDSA-Sig-Value` form.
enum ECDSASignature {
    /// Converts raw r ‖ s for a key of `keyBits` bits (256, 384, 521) to DER.
    static func der(fromRaw raw: Data, keyBits: Int) throws -> Data {
        let half = (keyBits + 7) / 8
        guard raw.count == 2 * half else {
            throw LCPError.invalidSignature(reason: "an ECDSA signature for a \(keyBits)-bit key has \(2 * half) bytes, not \(raw.count)")
        }
        guard let signature = ECDSA_SIG_new() else { throw CryptoError("ECDSA_SIG_new") }
        defer { ECDSA_SIG_free(signature) }
        let r = raw.prefix(half).withUnsafeBytes { BN_bin2bn($0.bindMemory(to: UInt8.self).baseAddress, Int32(half), nil) }
        let s = raw.suffix(half).withUnsafeBytes { BN_bin2bn($0.bindMemory(to: UInt8.self).baseAddress, Int32(half), nil) }
        guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
            BN_free(r)
            BN_free(s)
            throw CryptoError("ECDSA_SIG_set0")
        }
        let length = i2d_ECDSA_SIG(signature, nil)
        guard length > 0 else { throw CryptoError("i2d_ECDSA_SIG") }
        var der = [UInt8](repeating: 0, count: Int(length))
        let written = der.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return i2d_ECDSA_SIG(signature, &cursor)
        }
        guard written == length else { throw CryptoError("i2d_ECDSA_SIG") }
        return Data(der)
    }
}
