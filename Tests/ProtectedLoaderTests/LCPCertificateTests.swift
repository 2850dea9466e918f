import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPCertificateTests: XCTestCase {
    private func providerCertificate(_ document: Data) throws -> (X509Certificate, Date) {
        let license = try LCPLicense(data: document)
        return (try X509Certificate(der: license.signature.certificate), license.signingDate)
    }

    private func validator(roots: [String], crls: [Data] = []) throws -> LCPCertificateValidator {
        try LCPCertificateValidator(rootsPEM: roots, revocation: RevocationListCheck(lists: crls))
    }

    private func assertError(
        _ code: String, roots: [String], crls: [Data] = [], document: Data, at date: Date? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let (certificate, signingDate) = try providerCertificate(document)
        XCTAssertThrowsError(try validator(roots: roots, crls: crls).validate(certificate, at: date ?? signingDate),
                             file: file, line: line) { error in
            XCTAssertEqual((error as? LCPError)?.code, code, "\(error)", file: file, line: line)
        }
    }

    func testVectorsChainToTheEDRLabTestRootAtTheirUpdateTime() throws {
        let validator = try validator(roots: [LCPFixtures.testRootPEM])
        for vector in try LCPFixtures.vectors() {
            let (certificate, date) = try providerCertificate(LCPFixtures.licenseData(of: vector))
            XCTAssertNoThrow(try validator.validate(certificate, at: date), vector.local_file)
        }
    }

    /// The provider certificate expired on 2026-03-23: checking at "now" instead of the update time fails.
    func testTheTestProviderCertificateHasExpiredSince() throws {
        try assertError("untrustedCertificate", roots: [LCPFixtures.testRootPEM],
                        document: LCPFixtures.data(LCPFixtures.wastelandLicense),
                        at: ISO8601Timestamp.parse("2026-03-24T00:00:00Z"))
    }

    func testNoConfiguredRootIsUntrusted() throws {
        try assertError("untrustedCertificate", roots: [], document: LCPFixtures.data(LCPFixtures.wastelandLicense))
    }

    func testAnotherRootIsUntrusted() throws {
        try assertError("untrustedCertificate", roots: [LCPTestPKI.shared.authority.certificatePEM],
                        document: LCPFixtures.data(LCPFixtures.wastelandLicense))
        try assertError("untrustedCertificate", roots: [LCPFixtures.testRootPEM],
                        document: LCPTestLicense().document(signedBy: LCPTestPKI.shared.rsaProvider))
    }

    func testProviderFromAnotherAuthorityIsUntrusted() throws {
        try assertError("untrustedCertificate", roots: [LCPTestPKI.shared.authority.certificatePEM],
                        document: LCPTestLicense().document(signedBy: LCPTestPKI.shared.strangerProvider))
    }

    func testOwnProvidersChainToOwnRoot() throws {
        let validator = try validator(roots: [LCPFixtures.testRootPEM, LCPTestPKI.shared.authority.certificatePEM])
        for provider in [LCPTestPKI.shared.rsaProvider, LCPTestPKI.shared.ecProvider] {
            let (certificate, date) = try providerCertificate(LCPTestLicense().document(signedBy: provider))
            XCTAssertNoThrow(try validator.validate(certificate, at: date))
        }
    }

    /// The test certificates were made now; a license updated in 2015 predates them.
    func testProviderNotValidWhenTheLicenseWasUpdatedIsUntrusted() throws {
        var test = LCPTestLicense()
        test.issued = "2015-01-01T00:00:00Z"
        test.updated = "2015-06-01T00:00:00Z"
        try assertError("untrustedCertificate", roots: [LCPTestPKI.shared.authority.certificatePEM],
                        document: test.document(signedBy: LCPTestPKI.shared.rsaProvider))
        test.updated = nil
        try assertError("untrustedCertificate", roots: [LCPTestPKI.shared.authority.certificatePEM],
                        document: test.document(signedBy: LCPTestPKI.shared.rsaProvider))
    }

    /// A configured intermediate is a trust anchor: EDRLab's production provider chains to "EDRLab CA".
    func testConfiguredIntermediateIsATrustAnchor() throws {
        let (certificate, date) = try providerCertificate(LCPFixtures.data(LCPFixtures.prodLicense))
        XCTAssertNoThrow(try validator(roots: [LCPFixtures.pem("r2-streamer-js/ca_ecdsa_pem.pem")]).validate(certificate, at: date))
    }

    func testDummyCRLOfTheTestRootIsAccepted() throws {
        let validator = try validator(roots: [LCPFixtures.testRootPEM], crls: [LCPFixtures.data("r2-streamer-js/dummy_crl.pem")])
        let (certificate, date) = try providerCertificate(LCPFixtures.data(LCPFixtures.wastelandLicense))
        let report = try validator.validate(certificate, at: date)
        XCTAssertEqual(report?.source, "configuration")
        XCTAssertEqual(report?.status, .valid)
        XCTAssertEqual(report?.nextUpdate, ISO8601Timestamp.parse("2027-09-24T13:55:15Z"))
    }

    func testCRLThatRevokesTheProviderIsRefusedInPEMAndDER() throws {
        let pki = LCPTestPKI.shared
        let pem = try pki.revocationList(revoking: [pki.ecProvider])
        let der = try pki.der(ofRevocationList: pem)
        for crl in [pem, der] {
            try assertError("certificateRevoked", roots: [pki.authority.certificatePEM], crls: [crl],
                            document: LCPTestLicense().document(signedBy: pki.ecProvider))
            let (certificate, date) = try providerCertificate(LCPTestLicense().document(signedBy: pki.rsaProvider))
            XCTAssertNoThrow(try validator(roots: [pki.authority.certificatePEM], crls: [crl]).validate(certificate, at: date))
        }
    }

    func testCRLFromAnotherIssuerIsIgnored() throws {
        let pki = LCPTestPKI.shared
        let crl = try pki.revocationList(revoking: [pki.rsaProvider])
        let (certificate, date) = try providerCertificate(LCPFixtures.data(LCPFixtures.wastelandLicense))
        XCTAssertNoThrow(try validator(roots: [LCPFixtures.testRootPEM], crls: [crl]).validate(certificate, at: date))
    }

    func testUnreadableRootOrCRLIsAConfigurationError() {
        XCTAssertThrowsError(try validator(roots: ["not a certificate"]))
        XCTAssertThrowsError(try validator(roots: [], crls: [Data("garbage".utf8)]))
    }
}

extension LCPCertificateValidator {
    /// `validate` for tests that only look at the report.
    @discardableResult
    fileprivate func validate(_ certificate: X509Certificate, at date: Date) throws -> RevocationListReport? {
        var report: RevocationListReport?
        try validate(certificate, at: date, revocationReport: &report)
        return report
    }
}
