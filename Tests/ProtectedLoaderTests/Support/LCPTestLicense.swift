import Foundation
import JSON
@testable import ProtectedLoader

/// A basic-profile license made by the test, signed with a `LCPTestPKI` provider, with every member a
/// test may want to vary.
struct LCPTestLicense {
    var id = UUID().uuidString.lowercased()
    var passphrase = "correct horse battery staple"
    var contentKey = LCPTestLicense.randomBytes(32)
    var profile = LCPLicense.basicProfile
    var issued = "2020-01-01T00:00:00Z"
    /// Nil leaves `updated` out. Certificates are checked at this date (or `issued`), so by default it is
    /// the time the license is made, when the freshly made test certificates are valid.
    var updated: String? = Date().formatted(.iso8601)
    var provider = "https://provider.example"
    var rights: [String: Any] = ["print": 10, "copy": 100]
    var userName = "Test Reader"
    var userEmail = "reader@example.org"
    var signatureAlgorithm: String?
    var extraMembers: [String: Any] = [:]

    var userKey: Data { Digest.sha256(Data(passphrase.utf8)) }

    /// The license JSON, signed by `signer`; `tamper` may change the document after signing.
    func document(signedBy signer: LCPTestPKI.Provider, tamper: ((inout [String: Any]) -> Void)? = nil) throws -> Data {
        var json: [String: Any] = [
            "id": id, "issued": issued, "provider": provider,
            "encryption": [
                "profile": profile,
                "content_key": [
                    "algorithm": "http://www.w3.org/2001/04/xmlenc#aes256-cbc",
                    "encrypted_value": try Self.seal(contentKey, key: userKey).base64EncodedString(),
                ],
                "user_key": [
                    "algorithm": "http://www.w3.org/2001/04/xmlenc#sha256",
                    "text_hint": "The usual one",
                    "key_check": try Self.seal(Data(id.utf8), key: userKey).base64EncodedString(),
                ],
            ],
            "links": [
                ["rel": "hint", "href": "https://provider.example/hint", "type": "text/html"],
                ["rel": "publication", "href": "https://provider.example/book.epub", "type": "application/epub+zip",
                 "length": 1234],
            ],
            "user": [
                "id": "user-1",
                "name": try Self.seal(Data(userName.utf8), key: userKey).base64EncodedString(),
                "email": try Self.seal(Data(userEmail.utf8), key: userKey).base64EncodedString(),
                "encrypted": ["name", "email"],
            ],
            "rights": rights,
        ]
        if let updated { json["updated"] = updated }
        json.merge(extraMembers) { $1 }
        let unsigned = try JSONSerialization.data(withJSONObject: json)
        guard case let .object(members) = try JSONValue.parse(unsigned) else { fatalError("a license is an object") }
        let algorithm: String
        switch signer.kind {
        case .rsa: algorithm = LCPSignatureVerifier.rsaSHA256
        case .ec: algorithm = LCPSignatureVerifier.ecdsaSHA256
        }
        json["signature"] = [
            "algorithm": signatureAlgorithm ?? algorithm,
            "certificate": signer.certificateDER.base64EncodedString(),
            "value": try LCPTestPKI.shared.sign(CanonicalJSON.signedBytes(of: members), with: signer).base64EncodedString(),
        ]
        tamper?(&json)
        return try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted])
    }

    static func randomBytes(_ count: Int) -> Data {
        Data((0..<count).map { _ in UInt8.random(in: 0...255) })
    }

    /// IV ‖ AES-256-CBC with W3C padding: random pad bytes, the last one the pad length.
    static func seal(_ clear: Data, key: Data) throws -> Data {
        let padLength = 16 - clear.count % 16
        var padded = clear + randomBytes(padLength - 1)
        padded.append(UInt8(padLength))
        let iv = randomBytes(16)
        return iv + (try AESCipher(key: key, mode: .cbc).encrypt(padded, iv: iv))
    }
}
