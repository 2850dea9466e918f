import DecorEngine
import Foundation
import FuzzSupport
@testable import ProtectedLoader

/// An LCP license on arbitrary bytes: the JSON schema's fields (base64 values, dates, links, rights,
/// user), the canonical form the signature covers, the provider certificate (DER) and the signature
/// check, and the user key's key check, content key and encrypted user fields.
func fuzzLCPLicense(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let license = try? LCPLicense(data: Data(FuzzInput.bytes(data, size))) else { return 0 }
    _ = license.canonicalForm
    if let certificate = try? X509Certificate(der: license.signature.certificate) {
        _ = try? LCPSignatureVerifier.verify(license, with: certificate)
    }
    let key = LCPUserKey(passphrase: "test")
    _ = key.unlocks(license)
    _ = try? key.contentKey(of: license)
    for field in ["name", "email", "id"] {
        _ = key.userField(field, of: license)
    }
    return 0
}
