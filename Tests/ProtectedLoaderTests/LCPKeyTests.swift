import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPKeyTests: XCTestCase {
    func testUserKeyKeyCheckAndContentKeyOfEveryVector() throws {
        for vector in try LCPFixtures.vectors() {
            let license = try LCPLicense(data: LCPFixtures.licenseData(of: vector))
            let key = LCPUserKey(passphrase: vector.passphrase)
            XCTAssertEqual(key.hex, vector.user_key_hex, vector.local_file)
            XCTAssertTrue(key.unlocks(license), vector.local_file)
            XCTAssertEqual(try key.contentKey(of: license).hexString, vector.content_key_hex, vector.local_file)
        }
    }

    func testEncryptedUserFieldsDecrypt() throws {
        for vector in try LCPFixtures.vectors() {
            let license = try LCPLicense(data: LCPFixtures.licenseData(of: vector))
            let key = LCPUserKey(passphrase: vector.passphrase)
            XCTAssertEqual(key.userField("name", of: license), vector.user_fields["name"], vector.local_file)
            XCTAssertEqual(key.userField("email", of: license), vector.user_fields["email"], vector.local_file)
        }
        let daisy = try LCPLicense(data: FixtureArchive.entry("license.lcpl", of: LCPFixtures.daisy))
        XCTAssertEqual(LCPUserKey(passphrase: "test").userField("name", of: daisy), "Test Case")
        XCTAssertEqual(LCPUserKey(passphrase: "test").userField("email", of: daisy), "test@domain.com")
    }

    func testWrongPassphraseFailsTheKeyCheck() throws {
        let license = try LCPLicense(data: LCPFixtures.data(LCPFixtures.wastelandLicense))
        for passphrase in ["", "Dan", "dan ", "test", "daniel.weck@gmail.com"] {
            XCTAssertFalse(LCPUserKey(passphrase: passphrase).unlocks(license), passphrase)
        }
        XCTAssertNil(LCPUserKey(passphrase: "wrong").userField("name", of: license))
    }

    func testHexRoundTripAndMalformedHex() {
        let key = LCPUserKey(passphrase: "dan")
        XCTAssertEqual(LCPUserKey(hex: key.hex), key)
        XCTAssertEqual(LCPUserKey(hex: key.hex.uppercased()), key)
        XCTAssertNil(LCPUserKey(hex: String(key.hex.dropLast())))
        XCTAssertNil(LCPUserKey(hex: String(repeating: "zz", count: 32)))
    }

    /// W3C padding: arbitrary pad bytes, only the last one counts, from 1 to 16.
    func testW3CPaddingIsNotPKCS7() throws {
        let key = LCPTestLicense.randomBytes(32)
        for length in [0, 1, 15, 16, 17, 31, 32, 100] {
            let clear = LCPTestLicense.randomBytes(length)
            XCTAssertEqual(try LCPCipher.decrypt(LCPTestLicense.seal(clear, key: key), key: key), clear, "\(length)")
        }
    }

    func testInvalidPaddingAndFramingAreRefused() throws {
        let key = LCPTestLicense.randomBytes(32)
        let iv = LCPTestLicense.randomBytes(16)
        for padLength: UInt8 in [0, 17, 255] {
            var block = LCPTestLicense.randomBytes(15)
            block.append(padLength)
            let sealed = iv + (try AESCipher(key: key, mode: .cbc).encrypt(block, iv: iv))
            XCTAssertThrowsError(try LCPCipher.decrypt(sealed, key: key)) { error in
                XCTAssertEqual(error as? LCPCipher.Failure, .invalidPadding(length: Int(padLength)))
            }
        }
        XCTAssertThrowsError(try LCPCipher.decrypt(iv, key: key))
        XCTAssertThrowsError(try LCPCipher.decrypt(iv + LCPTestLicense.randomBytes(20), key: key))
    }

    func testContentKeyOfTheWrongSizeIsAnInvalidLicense() throws {
        var test = LCPTestLicense()
        test.contentKey = LCPTestLicense.randomBytes(16)
        let license = try LCPLicense(data: test.document(signedBy: LCPTestPKI.shared.rsaProvider))
        XCTAssertThrowsError(try LCPUserKey(passphrase: test.passphrase).contentKey(of: license)) { error in
            XCTAssertEqual((error as? LCPError)?.code, "invalidLicense")
        }
    }
}
