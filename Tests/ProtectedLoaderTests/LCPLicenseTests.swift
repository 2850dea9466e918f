import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPLicenseTests: XCTestCase {
    func testEveryVectorLicenseParsesWithItsIdentityAndProfile() throws {
        for vector in try LCPFixtures.vectors() {
            let license = try LCPLicense(data: LCPFixtures.licenseData(of: vector))
            XCTAssertEqual(license.id, vector.license_id, vector.local_file)
            XCTAssertEqual(license.encryption.profile, vector.profile)
            XCTAssertEqual(license.signature.algorithm, vector.signature_algorithm)
            XCTAssertEqual(license.encryption.contentKey.encryptedValue.count, 64)
            XCTAssertNotNil(license.link("hint"), vector.local_file)
        }
    }

    func testCanonicalFormHashesToTheSignedBytesOfEveryVector() throws {
        for vector in try LCPFixtures.vectors() {
            let license = try LCPLicense(data: LCPFixtures.licenseData(of: vector))
            XCTAssertEqual(Digest.sha256(license.canonicalForm).hexString, vector.canonical_sha256, vector.local_file)
        }
    }

    func testWastelandLicenseFields() throws {
        let license = try LCPLicense(data: LCPFixtures.data(LCPFixtures.wastelandLicense))
        XCTAssertEqual(license.provider, "provider")
        XCTAssertEqual(license.issued.timeIntervalSince1970, 1_509_448_983.250720346, accuracy: 1e-6)
        XCTAssertNil(license.updated)
        XCTAssertEqual(license.rights.print, 100)
        XCTAssertEqual(license.rights.copy, 2048)
        XCTAssertEqual(license.user.id, "27d9c941-b02d-429f-b6ef-7028885870ac")
        XCTAssertEqual(license.user.encrypted, ["email", "name"])
        XCTAssertEqual(license.encryption.userKey.textHint, "Your nickname?")
        let publication = try XCTUnwrap(license.link("publication"))
        XCTAssertEqual(publication.length, 752_692)
        XCTAssertEqual(publication.type, "application/epub+zip")
        XCTAssertFalse(publication.templated)
    }

    func testUnknownMembersAreIgnoredButKeptForTheSignature() throws {
        var json = try JSONSerialization.jsonObject(with: LCPFixtures.data(LCPFixtures.wastelandLicense)) as! [String: Any]
        json["https://example.com/extension"] = ["x": 1]
        let license = try LCPLicense(data: JSONSerialization.data(withJSONObject: json))
        XCTAssertEqual(license.id, "f327b94f-7e05-406e-8524-84ef729db700")
        XCTAssertTrue(String(decoding: license.canonicalForm, as: UTF8.self).contains(#""https://example.com/extension":{"x":1}"#))
    }

    func testMissingAndMalformedMembersNameTheField() throws {
        let original = try JSONSerialization.jsonObject(with: LCPFixtures.data(LCPFixtures.wastelandLicense)) as! [String: Any]
        func failure(_ edit: (inout [String: Any]) -> Void) throws -> LCPError? {
            var json = original
            edit(&json)
            do {
                _ = try LCPLicense(data: JSONSerialization.data(withJSONObject: json))
                return nil
            } catch let error as LCPError {
                return error
            }
        }
        XCTAssertEqual(try failure { $0["id"] = nil }, .invalidLicense(field: "id", reason: "missing"))
        XCTAssertEqual(try failure { $0["issued"] = "yesterday" },
                       .invalidLicense(field: "issued", reason: "an ISO 8601 date is expected"))
        XCTAssertEqual(try failure { json in
            var encryption = json["encryption"] as! [String: Any]
            var contentKey = encryption["content_key"] as! [String: Any]
            contentKey["encrypted_value"] = 42
            encryption["content_key"] = contentKey
            json["encryption"] = encryption
        }, .invalidLicense(field: "encryption/content_key/encrypted_value", reason: "a string is expected"))
        XCTAssertEqual(try failure { json in
            var links = json["links"] as! [[String: Any]]
            links[1]["href"] = nil
            json["links"] = links
        }, .invalidLicense(field: "links/1/href", reason: "missing"))
        XCTAssertEqual(try failure { $0["rights"] = ["copy": "many"] },
                       .invalidLicense(field: "rights/copy", reason: "an integer is expected"))
        XCTAssertEqual(try failure { $0["signature"] = nil }, .invalidLicense(field: "signature", reason: "missing"))
    }

    /// Base64 members are refused when they hold anything but the alphabet, its padding and the white space
    /// of PEM-style wrapping: junk is not skipped, and the error names the member.
    func testBase64MembersRejectJunkButAllowLineWrapping() throws {
        let original = try JSONSerialization.jsonObject(with: LCPFixtures.data(LCPFixtures.wastelandLicense)) as! [String: Any]
        let signature = original["signature"] as! [String: Any]
        let certificate = signature["certificate"] as! String
        func license(certificate text: String) throws -> LCPLicense {
            var json = original
            var edited = signature
            edited["certificate"] = text
            json["signature"] = edited
            return try LCPLicense(data: JSONSerialization.data(withJSONObject: json))
        }
        let expected = try license(certificate: certificate).signature.certificate
        var wrapped = ""
        for (index, character) in certificate.enumerated() {
            if index > 0, index % 64 == 0 { wrapped += "\r\n" }
            wrapped.append(character)
        }
        XCTAssertEqual(try license(certificate: " " + wrapped + "\n").signature.certificate, expected)
        for junk in ["!", "*", "-", "_", "é", "\u{0}", "."] {
            let middle = certificate.index(certificate.startIndex, offsetBy: 40)
            let text = certificate[..<middle] + junk + certificate[middle...]
            XCTAssertThrowsError(try license(certificate: String(text)), "junk \(junk.unicodeScalars.first!.value)") { error in
                guard case let .invalidLicense(field, reason)? = error as? LCPError else { return XCTFail("\(error)") }
                XCTAssertEqual(field, "signature/certificate")
                XCTAssertTrue(reason.contains("at character 40"), reason)
            }
        }
        XCTAssertThrowsError(try license(certificate: String(certificate.dropLast(2)))) { error in
            XCTAssertEqual((error as? LCPError)?.code, "invalidLicense", "missing padding")
        }
    }

    func testNonJSONAndOversizedDocumentsAreInvalid() {
        XCTAssertThrowsError(try LCPLicense(data: Data("not json".utf8))) { error in
            XCTAssertEqual((error as? LCPError)?.code, "invalidLicense")
        }
        XCTAssertThrowsError(try LCPLicense(data: Data("[1]".utf8))) { error in
            XCTAssertEqual(error as? LCPError, .invalidLicense(field: "(document)", reason: "an object is expected"))
        }
        let huge = Data(repeating: 0x20, count: LCPLicense.maximumSize + 1)
        XCTAssertThrowsError(try LCPLicense(data: huge)) { error in
            XCTAssertEqual((error as? LCPError)?.code, "invalidLicense")
        }
    }

    func testNegativeRightsAreUnconstrained() throws {
        var json = try JSONSerialization.jsonObject(with: LCPFixtures.data(LCPFixtures.wastelandLicense)) as! [String: Any]
        json["rights"] = ["print": -1, "copy": 0, "end": "2030-01-01T00:00:00+02:00"]
        let license = try LCPLicense(data: JSONSerialization.data(withJSONObject: json))
        XCTAssertNil(license.rights.print)
        XCTAssertEqual(license.rights.copy, 0)
        XCTAssertEqual(license.rights.end, ISO8601Timestamp.parse("2029-12-31T22:00:00Z"))
    }
}
