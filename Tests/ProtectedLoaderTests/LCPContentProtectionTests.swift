import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPContentProtectionTests: XCTestCase {
    private func protection(
        roots: [String]? = nil, crls: [Data] = [], passphrases: PassphraseRepository? = nil, now: Date = Date()
    ) throws -> LCPContentProtection {
        try LCPContentProtection(configuration: LCPConfiguration(
            trustedRootsPEM: roots ?? [LCPFixtures.testRootPEM, LCPTestPKI.shared.authority.certificatePEM],
            revocationLists: crls, passphrases: passphrases, now: { now }))
    }

    private func open(
        _ container: Container, passphrase: String?, with protection: LCPContentProtection? = nil
    ) throws -> ProtectedAsset {
        try XCTUnwrap((protection ?? self.protection()).open(.container(container), options: OpeningOptions(credentials: passphrase)))
    }

    private func assertRefused(_ asset: ProtectedAsset, _ path: String, code: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try XCTUnwrap(asset.container.resource(at: path), file: file, line: line).read(), file: file, line: line) { error in
            XCTAssertEqual((error as? LCPError)?.code, code, file: file, line: line)
        }
    }

    func testWastelandUnlocksAndEqualsTheClearEPUB() throws {
        let asset = try open(FixtureArchive.container(LCPFixtures.wasteland), passphrase: "dan")
        XCTAssertFalse(asset.state.isRestricted)
        XCTAssertEqual(asset.state.scheme, .lcp)
        XCTAssertEqual(asset.state.name, "Readium LCP")
        XCTAssertEqual(asset.state.credentials, "dan")
        // LCP-encrypted resources decrypt; obfuscated fonts and clear files pass through as the clear EPUB has them.
        for path in try FixtureArchive.entryNames(LCPFixtures.wastelandClear) where path != "META-INF/encryption.xml" {
            XCTAssertEqual(try asset.container.resource(at: path)?.read(),
                           try FixtureArchive.entry(path, of: LCPFixtures.wastelandClear), path)
        }
        let summary = try XCTUnwrap(asset.state.license)
        XCTAssertEqual(summary.id, "f327b94f-7e05-406e-8524-84ef729db700")
        XCTAssertEqual(summary.user, LicenseSummary.User(id: "27d9c941-b02d-429f-b6ef-7028885870ac",
                                                         name: "Daniel Weck", email: "daniel.weck@gmail.com"))
        XCTAssertEqual(asset.state.rights.copyLeft, 2048)
        XCTAssertEqual(asset.state.rights.printLeft, 100)
    }

    func testDaisyLCPDFUnlocksWithUserFields() throws {
        let asset = try open(FixtureArchive.container(LCPFixtures.daisy), passphrase: "test")
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(try asset.container.resource(at: "publication.pdf")?.read(), try LCPFixtures.data(LCPFixtures.daisyClear))
        XCTAssertEqual(asset.state.license?.user.name, "Test Case")
        XCTAssertEqual(asset.state.license?.user.email, "test@domain.com")
        XCTAssertEqual(asset.state.license?.profile, LCPLicense.basicProfile)
    }

    func testTruncatedEPUBChapterUnlocks() throws {
        let asset = try open(FixtureArchive.container(LCPFixtures.epubLCP), passphrase: "test")
        let chapter = try XCTUnwrap(asset.container.resource(at: "OPS/chapter_001.xhtml")).read()
        XCTAssertEqual(Digest.sha256(chapter).hexString, "13ae04e21177babedfde721577615a638341f963731ea936bbb8c3862f57cdfc")
    }

    func testWrongPassphraseIsRestrictedWithClearResourcesReadable() throws {
        let asset = try open(FixtureArchive.container(LCPFixtures.wasteland), passphrase: "not dan")
        XCTAssertEqual(asset.state.error?.code, "incorrectCredentials")
        XCTAssertNil(asset.state.credentials)
        XCTAssertFalse(asset.state.rights.canCopy)
        XCTAssertFalse(asset.state.rights.canPrint(pageCount: 1))
        XCTAssertEqual(try asset.container.resource(at: "EPUB/wasteland.opf")?.read(),
                       try FixtureArchive.entry("EPUB/wasteland.opf", of: LCPFixtures.wastelandClear))
        assertRefused(asset, "EPUB/wasteland-content.xhtml", code: "incorrectCredentials")
        XCTAssertEqual(asset.state.license?.user, LicenseSummary.User(id: "27d9c941-b02d-429f-b6ef-7028885870ac", name: nil, email: nil))
        XCTAssertEqual(asset.container.paths.sorted(), try FixtureArchive.entryNames(LCPFixtures.wasteland).sorted())
    }

    func testMissingPassphraseIsIncorrectCredentialsWithTheHint() throws {
        let asset = try open(FixtureArchive.container(LCPFixtures.wasteland), passphrase: nil)
        XCTAssertEqual(asset.state.error as? LCPError, .incorrectCredentials(hint: "Your nickname? (https://rcs-test.edrlab.org/10013/)"))
    }

    /// Its passphrase is unknown, but the signature and certificate checks come first and pass.
    func testDaisyWithUnknownPassphraseFailsOnlyAtThePassphrase() throws {
        for passphrase in ["test", "password", ""] {
            let asset = try open(FixtureArchive.container(LCPFixtures.daisyUnknownPassphrase), passphrase: passphrase)
            XCTAssertEqual(asset.state.error?.code, "incorrectCredentials", passphrase)
            assertRefused(asset, "publication.pdf", code: "incorrectCredentials")
        }
    }

    func testWithoutTrustedRootTheLicenseIsUntrusted() throws {
        let asset = try open(FixtureArchive.container(LCPFixtures.wasteland), passphrase: "dan", with: protection(roots: []))
        XCTAssertEqual(asset.state.error?.code, "untrustedCertificate")
        assertRefused(asset, "EPUB/fonts.css", code: "untrustedCertificate")
    }

    func testProductionLicenseInAPackageIsRestrictedUnsupportedProfile() throws {
        let package = try FixtureArchive.container(LCPFixtures.wasteland)
            .replacing("META-INF/license.lcpl", with: LCPFixtures.data(LCPFixtures.prodLicense))
        let asset = try open(package, passphrase: "One passphrase")
        XCTAssertEqual(asset.state.error as? LCPError, .unsupportedProfile(profile: "http://readium.org/lcp/profile-1.0"))
        assertRefused(asset, "EPUB/wasteland-content.xhtml", code: "unsupportedProfile")
        XCTAssertEqual(asset.state.license?.profile, "http://readium.org/lcp/profile-1.0")
    }

    func testBareProductionLicenseIsAnUnsupportedProtection() throws {
        let data = try LCPFixtures.data(LCPFixtures.prodLicense)
        XCTAssertThrowsError(try protection().open(.license(data: data, location: "prod.lcpl"), options: OpeningOptions())) { error in
            guard case let .unsupportedProtection(location, scheme, _)? = error as? OpeningError else { return XCTFail("\(error)") }
            XCTAssertEqual(location, "prod.lcpl")
            XCTAssertEqual(scheme, "http://readium.org/lcp/profile-1.0")
            XCTAssertEqual((error as? OpeningError)?.code, "unsupportedProfile")
        }
    }

    func testBareBasicLicenseNeedsAcquisition() throws {
        let data = try LCPFixtures.data(LCPFixtures.wastelandLicense)
        XCTAssertThrowsError(try protection().open(.license(data: data, location: "dan.lcpl"), options: OpeningOptions())) { error in
            guard case let .reading(location, underlying)? = error as? OpeningError else { return XCTFail("\(error)") }
            XCTAssertEqual(location, "dan.lcpl")
            XCTAssertEqual((underlying as? LCPAcquisitionError)?.publicationURL,
                           "https://rcs-test.edrlab.org/repository/edrlab/e5458386-2465-46a7-b9c4-21d019d40c4e")
            XCTAssertEqual((error as? OpeningError)?.code, "acquisitionUnavailable")
        }
        XCTAssertThrowsError(try protection().open(.license(data: Data("{}".utf8), location: "x.lcpl"), options: OpeningOptions())) { error in
            XCTAssertEqual((error as? OpeningError)?.code, "invalidLicense")
        }
    }

    func testPackagesWithoutLCPAreNotRecognised() throws {
        XCTAssertNil(try protection().open(.container(FixtureArchive.container(LCPFixtures.wastelandClear)), options: OpeningOptions()))
    }

    func testEncryptedPackageWithoutLicenseIsRestricted() throws {
        let asset = try open(FixtureArchive.container(LCPFixtures.epubWithoutLicense), passphrase: "test")
        XCTAssertEqual(asset.state.error?.code, "invalidLicense")
        assertRefused(asset, "OPS/chapter_001.xhtml", code: "invalidLicense")
        XCTAssertNotNil(try asset.container.resource(at: "META-INF/container.xml")?.read())
    }

    func testUnparsableLicenseIsRestricted() throws {
        let package = try FixtureArchive.container(LCPFixtures.wasteland).replacing("META-INF/license.lcpl", with: Data("{".utf8))
        let asset = try open(package, passphrase: "dan")
        XCTAssertEqual(asset.state.error?.code, "invalidLicense")
        XCTAssertNil(asset.state.license)
        assertRefused(asset, "EPUB/fonts.css", code: "invalidLicense")
    }

    func testOwnPackageUnlocksWithRandomAccessAndUntouchedFont() throws {
        let test = LCPTestLicense()
        let package = try LCPTestPackage(license: test.document(signedBy: LCPTestPKI.shared.ecProvider), contentKey: test.contentKey)
        let asset = try open(package.container, passphrase: test.passphrase)
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(try asset.container.resource(at: LCPTestPackage.chapterPath)?.read(), package.chapter)
        XCTAssertEqual(try asset.container.resource(at: LCPTestPackage.fontPath)?.read(), package.font)
        XCTAssertEqual(try asset.container.resource(at: LCPTestPackage.packagePath)?.read(), package.packageDocument)
        let image = try XCTUnwrap(asset.container.resource(at: LCPTestPackage.imagePath))
        XCTAssertEqual(try image.length(), UInt64(package.image.count))
        XCTAssertEqual(try image.read(range: 1000..<1234), package.image.subdata(in: 1000..<1234))
        XCTAssertEqual(asset.state.license?.user, LicenseSummary.User(id: "user-1", name: "Test Reader", email: "reader@example.org"))
        XCTAssertEqual(asset.state.rights.printLeft, 10)
    }

    func testExpiredOwnLicenseIsRestrictedWithTheEndDate() throws {
        var test = LCPTestLicense()
        test.rights = ["end": "2024-05-01T00:00:00Z"]
        let package = try LCPTestPackage(license: test.document(signedBy: LCPTestPKI.shared.rsaProvider), contentKey: test.contentKey)
        let asset = try open(package.container, passphrase: test.passphrase,
                             with: protection(now: ISO8601Timestamp.parse("2024-05-02T00:00:00Z")!))
        XCTAssertEqual(asset.state.error as? LCPError, .expired(end: ISO8601Timestamp.parse("2024-05-01T00:00:00Z")!))
        XCTAssertTrue(asset.state.error?.message.contains("2024-05-01") == true)
        assertRefused(asset, LCPTestPackage.imagePath, code: "expired")
        XCTAssertEqual(try asset.container.resource(at: LCPTestPackage.fontPath)?.read(), package.font)
    }

    func testRevokedProviderCertificateIsRestricted() throws {
        let pki = LCPTestPKI.shared
        let provider = try pki.makeProvider(.rsa)
        let test = LCPTestLicense()
        let package = try LCPTestPackage(license: test.document(signedBy: provider), contentKey: test.contentKey)
        let asset = try open(package.container, passphrase: test.passphrase,
                             with: protection(crls: [pki.revocationList(revoking: [provider])]))
        XCTAssertEqual(asset.state.error?.code, "certificateRevoked")
        assertRefused(asset, LCPTestPackage.chapterPath, code: "certificateRevoked")
    }

    func testInvalidSignatureIsRestricted() throws {
        let test = LCPTestLicense()
        let document = try test.document(signedBy: LCPTestPKI.shared.rsaProvider) { $0["provider"] = "https://forger.example" }
        let asset = try open(LCPTestPackage(license: document, contentKey: test.contentKey).container, passphrase: test.passphrase)
        XCTAssertEqual(asset.state.error?.code, "invalidSignature")
        XCTAssertEqual(asset.state.license?.provider, "https://forger.example")
    }

    func testUnreadableConfigurationIsAnError() {
        XCTAssertThrowsError(try protection(roots: ["-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n"])) { error in
            XCTAssertEqual((error as? LCPConfigurationError)?.code, "invalidConfiguration")
        }
    }
}
