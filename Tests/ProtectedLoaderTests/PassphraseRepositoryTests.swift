import Foundation
import XCTest
@testable import ProtectedLoader

final class PassphraseRepositoryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("passphrases-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testKeysComeForTheLicenseThenTheUserThenOthers() throws {
        let repository = try PassphraseRepository.inMemory()
        let mine = LCPUserKey(passphrase: "mine")
        let sameUser = LCPUserKey(passphrase: "same user")
        let other = LCPUserKey(passphrase: "other")
        try repository.store(other, licenseID: "L3", provider: "https://b.example", userID: "u2")
        try repository.store(sameUser, licenseID: "L2", provider: "https://a.example", userID: "u1")
        try repository.store(mine, licenseID: "L1", provider: "https://a.example", userID: "u1")
        XCTAssertEqual(try repository.keys(licenseID: "L1", provider: "https://a.example", userID: "u1"), [mine, sameUser, other])
        XCTAssertEqual(try repository.keys(licenseID: "L9", provider: "https://a.example", userID: "u1").first, mine)
        XCTAssertEqual(try repository.keys(licenseID: "L9", provider: "https://b.example", userID: "u2").first, other)
    }

    func testStoringAgainReplacesTheLicensesKey() throws {
        let repository = try PassphraseRepository.inMemory()
        try repository.store(LCPUserKey(passphrase: "old"), licenseID: "L1", provider: "p", userID: nil)
        try repository.store(LCPUserKey(passphrase: "new"), licenseID: "L1", provider: "p", userID: nil)
        XCTAssertEqual(try repository.keys(licenseID: "L1", provider: "p", userID: nil), [LCPUserKey(passphrase: "new")])
    }

    func testKeysPersistAndNoClearPassphraseIsWritten() throws {
        let url = directory.appendingPathComponent("keys.sqlite")
        let passphrase = "a very distinctive passphrase"
        try PassphraseRepository(url: url).store(LCPUserKey(passphrase: passphrase), licenseID: "L1", provider: "p", userID: "u")
        XCTAssertEqual(try PassphraseRepository(url: url).keys(licenseID: "L1", provider: "p", userID: "u"),
                       [LCPUserKey(passphrase: passphrase)])
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let bytes = try Data(contentsOf: directory.appendingPathComponent(file))
            XCTAssertNil(bytes.range(of: Data(passphrase.utf8)), file)
        }
        let hash = LCPUserKey(passphrase: passphrase).hex
        let stored = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .map { try Data(contentsOf: directory.appendingPathComponent($0)) }
        XCTAssertTrue(stored.contains { $0.range(of: Data(hash.utf8)) != nil })
    }

    func testStoredKeyUnlocksTheNextOpeningWithoutCredentials() throws {
        let repository = PassphraseRepository(url: directory.appendingPathComponent("keys.sqlite"))
        let configuration = LCPConfiguration(trustedRootsPEM: [try LCPFixtures.testRootPEM], passphrases: repository)
        let package = try FixtureArchive.container(LCPFixtures.wasteland)
        let first = try XCTUnwrap(LCPContentProtection(configuration: configuration)
            .open(.container(package), options: OpeningOptions(credentials: "dan")))
        XCTAssertNil(first.state.error)
        let second = try XCTUnwrap(LCPContentProtection(configuration: configuration)
            .open(.container(package), options: OpeningOptions()))
        XCTAssertNil(second.state.error)
        XCTAssertNil(second.state.credentials)
        XCTAssertEqual(second.state.license?.user.name, "Daniel Weck")
        XCTAssertEqual(try repository.keys(licenseID: "f327b94f-7e05-406e-8524-84ef729db700", provider: "provider", userID: nil),
                       [LCPUserKey(passphrase: "dan")])
    }

    /// Another book of the same user: the key stored for their first license is tried first.
    func testKeyOfAnotherLicenseOfTheSameUserIsTried() throws {
        let repository = try PassphraseRepository.inMemory()
        try repository.store(LCPUserKey(passphrase: "dan"), licenseID: "another", provider: "provider",
                             userID: "27d9c941-b02d-429f-b6ef-7028885870ac")
        let protection = try LCPContentProtection(configuration: LCPConfiguration(
            trustedRootsPEM: [LCPFixtures.testRootPEM], passphrases: repository))
        let asset = try XCTUnwrap(protection.open(.container(FixtureArchive.container(LCPFixtures.wasteland)), options: OpeningOptions()))
        XCTAssertNil(asset.state.error)
    }
}
