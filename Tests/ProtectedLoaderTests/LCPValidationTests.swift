import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPValidationTests: XCTestCase {
    private func validator(roots: [String]? = nil, now: Date = Date()) throws -> LCPLicenseValidator {
        let roots = try roots ?? [LCPFixtures.testRootPEM, LCPTestPKI.shared.authority.certificatePEM]
        return LCPLicenseValidator(
            certificates: try LCPCertificateValidator(rootsPEM: roots, revocation: RevocationListCheck()), now: { now })
    }

    private func error(_ document: Data, validator: LCPLicenseValidator) throws -> LCPError? {
        do {
            try validator.validate(LCPLicense(data: document))
            return nil
        } catch let error as LCPError {
            return error
        }
    }

    private func flipSignature(_ json: inout [String: Any]) {
        var signature = json["signature"] as! [String: Any]
        var value = Data(base64Encoded: signature["value"] as! String)!
        value[value.startIndex] ^= 0x80
        signature["value"] = value.base64EncodedString()
        json["signature"] = signature
    }

    func testVectorsAreValidWithTheTestRoot() throws {
        for vector in try LCPFixtures.vectors() {
            XCTAssertNil(try error(LCPFixtures.licenseData(of: vector), validator: validator()), vector.local_file)
        }
    }

    func testProductionProfileIsUnsupportedBeforeAnythingElse() throws {
        XCTAssertEqual(try error(LCPFixtures.data(LCPFixtures.prodLicense), validator: validator(roots: [])),
                       .unsupportedProfile(profile: "http://readium.org/lcp/profile-1.0"))
        var test = LCPTestLicense()
        test.profile = "http://readium.org/lcp/profile-2.0"
        test.rights = ["end": "2000-01-01T00:00:00Z"]
        XCTAssertEqual(try error(test.document(signedBy: LCPTestPKI.shared.rsaProvider, tamper: flipSignature),
                                 validator: validator()),
                       .unsupportedProfile(profile: "http://readium.org/lcp/profile-2.0"))
    }

    func testSignatureComesBeforeCertificateAndDates() throws {
        var test = LCPTestLicense()
        test.rights = ["end": "2000-01-01T00:00:00Z"]
        let document = try test.document(signedBy: LCPTestPKI.shared.strangerProvider, tamper: flipSignature)
        XCTAssertEqual(try error(document, validator: validator())?.code, "invalidSignature")
    }

    func testCertificateComesBeforeDates() throws {
        var test = LCPTestLicense()
        test.rights = ["end": "2000-01-01T00:00:00Z"]
        XCTAssertEqual(try error(test.document(signedBy: LCPTestPKI.shared.strangerProvider), validator: validator())?.code,
                       "untrustedCertificate")
    }

    func testExpiredRightsNameTheEndDate() throws {
        var test = LCPTestLicense()
        test.rights = ["start": "2020-01-01T00:00:00Z", "end": "2021-06-30T12:00:00+02:00"]
        let error = try error(test.document(signedBy: LCPTestPKI.shared.ecProvider),
                              validator: validator(now: ISO8601Timestamp.parse("2022-01-01T00:00:00Z")!))
        XCTAssertEqual(error, .expired(end: ISO8601Timestamp.parse("2021-06-30T10:00:00Z")!))
        XCTAssertEqual(error?.code, "expired")
        XCTAssertTrue(error?.message.contains("2021-06-30T10:00:00Z") == true, error?.message ?? "")
    }

    func testRightsNotYetStarted() throws {
        var test = LCPTestLicense()
        test.rights = ["start": "2030-01-01T00:00:00Z"]
        let error = try error(test.document(signedBy: LCPTestPKI.shared.rsaProvider),
                              validator: validator(now: ISO8601Timestamp.parse("2029-12-31T23:59:59Z")!))
        XCTAssertEqual(error, .notStarted(start: ISO8601Timestamp.parse("2030-01-01T00:00:00Z")!))
        XCTAssertTrue(error?.message.contains("2030-01-01T00:00:00Z") == true)
    }

    func testWithinRightsDatesIsValid() throws {
        var test = LCPTestLicense()
        test.rights = ["start": "2030-01-01T00:00:00Z", "end": "2030-02-01T00:00:00Z"]
        XCTAssertNil(try error(test.document(signedBy: LCPTestPKI.shared.rsaProvider),
                               validator: validator(now: ISO8601Timestamp.parse("2030-01-15T00:00:00Z")!)))
    }

    func testAlgorithmsMustBeTheBasicProfiles() throws {
        let document = try LCPTestLicense().document(signedBy: LCPTestPKI.shared.rsaProvider) { json in
            var encryption = json["encryption"] as! [String: Any]
            var userKey = encryption["user_key"] as! [String: Any]
            userKey["algorithm"] = "http://www.w3.org/2001/04/xmlenc#sha512"
            encryption["user_key"] = userKey
            json["encryption"] = encryption
        }
        XCTAssertEqual(try error(document, validator: validator()),
                       .invalidLicense(field: "encryption/user_key/algorithm",
                                       reason: "http://www.w3.org/2001/04/xmlenc#sha512 is not the basic profile's"))
    }

    func testCertificateThatIsNotDERIsAnInvalidLicense() throws {
        let document = try LCPTestLicense().document(signedBy: LCPTestPKI.shared.rsaProvider) { json in
            var signature = json["signature"] as! [String: Any]
            signature["certificate"] = Data("not a certificate".utf8).base64EncodedString()
            json["signature"] = signature
        }
        XCTAssertEqual(try error(document, validator: validator()),
                       .invalidLicense(field: "signature/certificate", reason: "not a DER certificate"))
    }
}
