import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPSignatureTests: XCTestCase {
    private func verify(_ document: Data) throws {
        let license = try LCPLicense(data: document)
        try LCPSignatureVerifier.verify(license, with: X509Certificate(der: license.signature.certificate))
    }

    private func assertInvalidSignature(_ document: Data, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try verify(document), file: file, line: line) { error in
            XCTAssertEqual((error as? LCPError)?.code, "invalidSignature", "\(error)", file: file, line: line)
        }
    }

    func testEveryVectorSignatureVerifies() throws {
        for vector in try LCPFixtures.vectors() {
            XCTAssertNoThrow(try verify(LCPFixtures.licenseData(of: vector)), vector.local_file)
        }
    }

    func testLicenseWithUnknownPassphraseStillVerifies() throws {
        XCTAssertNoThrow(try verify(FixtureArchive.entry("license.lcpl", of: LCPFixtures.daisyUnknownPassphrase)))
    }

    /// EDRLab's production license is signed with ECDSA over P-521, its value raw r ‖ s of 2 × 66 bytes.
    func testProductionLicenseECDSAP521SignatureVerifies() throws {
        let license = try LCPLicense(data: LCPFixtures.data(LCPFixtures.prodLicense))
        XCTAssertEqual(license.signature.algorithm, LCPSignatureVerifier.ecdsaSHA256)
        XCTAssertEqual(license.signature.value.count, 132)
        XCTAssertNoThrow(try verify(LCPFixtures.data(LCPFixtures.prodLicense)))
    }

    func testOwnRSAAndECDSALicensesVerify() throws {
        let pki = LCPTestPKI.shared
        XCTAssertNoThrow(try verify(LCPTestLicense().document(signedBy: pki.rsaProvider)))
        XCTAssertNoThrow(try verify(LCPTestLicense().document(signedBy: pki.ecProvider)))
        XCTAssertNoThrow(try verify(LCPTestLicense().document(signedBy: pki.makeProvider(.ec(curve: "P-384")))))
        XCTAssertNoThrow(try verify(LCPTestLicense().document(signedBy: pki.makeProvider(.ec(curve: "P-521")))))
    }

    func testMembersTheModelIgnoresAreStillSigned() throws {
        var test = LCPTestLicense()
        test.extraMembers = ["https://provider.example/rights/tweet": true, "number": 2]
        XCTAssertNoThrow(try verify(test.document(signedBy: LCPTestPKI.shared.rsaProvider)))
        assertInvalidSignature(try test.document(signedBy: LCPTestPKI.shared.rsaProvider) { $0["number"] = 3 })
    }

    func testFlippedSignatureByteIsInvalid() throws {
        for provider in [LCPTestPKI.shared.rsaProvider, LCPTestPKI.shared.ecProvider] {
            let document = try LCPTestLicense().document(signedBy: provider) { json in
                var signature = json["signature"] as! [String: Any]
                var value = Data(base64Encoded: signature["value"] as! String)!
                value[value.startIndex + 10] ^= 0x01
                signature["value"] = value.base64EncodedString()
                json["signature"] = signature
            }
            assertInvalidSignature(document)
        }
    }

    func testAlteredContentIsInvalid() throws {
        assertInvalidSignature(try LCPTestLicense().document(signedBy: LCPTestPKI.shared.rsaProvider) { json in
            json["rights"] = ["print": 1000, "copy": 100]
        })
        let original = try LCPFixtures.data(LCPFixtures.wastelandLicense)
        assertInvalidSignature(Data(String(decoding: original, as: UTF8.self)
            .replacingOccurrences(of: #""print":100"#, with: #""print":101"#).utf8))
    }

    func testAlgorithmMustMatchTheCertificateKey() throws {
        var test = LCPTestLicense()
        test.signatureAlgorithm = LCPSignatureVerifier.ecdsaSHA256
        assertInvalidSignature(try test.document(signedBy: LCPTestPKI.shared.rsaProvider))
        test.signatureAlgorithm = "http://www.w3.org/2000/09/xmldsig#rsa-sha1"
        assertInvalidSignature(try test.document(signedBy: LCPTestPKI.shared.rsaProvider))
    }

    func testECDSASignatureOfTheWrongSizeIsInvalid() throws {
        assertInvalidSignature(try LCPTestLicense().document(signedBy: LCPTestPKI.shared.ecProvider) { json in
            var signature = json["signature"] as! [String: Any]
            signature["value"] = Data(base64Encoded: signature["value"] as! String)!.dropLast().base64EncodedString()
            json["signature"] = signature
        })
    }
}
