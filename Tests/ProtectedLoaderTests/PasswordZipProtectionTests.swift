import Foundation
import XCTest
@testable import ProtectedLoader

final class PasswordZipProtectionTests: XCTestCase {
    private let protection = PasswordZipProtection()

    private func container(_ fixture: String) throws -> ProtectionAsset {
        .container(ZipContainer(archive: try ZipArchive(url: ZipTestFiles.fixture(fixture))))
    }

    private func assertIncorrectCredentials(
        _ body: @autoclosure () throws -> ProtectedAsset?, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            XCTAssertEqual((error as? OpeningError)?.code, "incorrectCredentials", "\(error)", file: file, line: line)
        }
    }

    func testDoesNotApplyToUnencryptedArchivesFoldersOrLicenses() throws {
        XCTAssertNil(try protection.open(container("epub/moby-dick.epub"), options: OpeningOptions(credentials: "x")))
        let folder = try ZipTestFiles.scratchFolder(for: self)
        try Data("x".utf8).write(to: folder.appendingPathComponent("a.txt"))
        XCTAssertNil(try protection.open(.container(FolderContainer(url: folder)), options: OpeningOptions()))
        let license = ProtectionAsset.license(data: Data("{}".utf8), location: "x.lcpl")
        XCTAssertNil(try protection.open(license, options: OpeningOptions()))
        XCTAssertEqual(protection.scheme, .zip)
    }

    func testRightCredentialsUnlockTheContainer() throws {
        let cases = [("protection/libzip/encrypt.zip", "foo", "encrypted"),
                     ("protection/libzip/encrypt-aes192.zip", "foofoofoo", "encrypted"),
                     ("protection/zipcrypto/cpython_test_zipfile_data.zip", "python", "test.txt")]
        for (fixture, password, path) in cases {
            let options = OpeningOptions(credentials: password)
            let unlocked = try XCTUnwrap(protection.open(container(fixture), options: options))
            XCTAssertEqual(unlocked.state.scheme, .zip)
            XCTAssertEqual(unlocked.state.name, "Password-protected ZIP")
            XCTAssertFalse(unlocked.state.isRestricted)
            XCTAssertEqual(unlocked.state.credentials, password)
            XCTAssertTrue(unlocked.state.rights.canCopy)
            XCTAssertNil(unlocked.state.license)
            XCTAssertGreaterThan(try XCTUnwrap(unlocked.container.resource(at: path)).read().count, 0, fixture)
        }
    }

    func testWrongOrMissingCredentialsWithoutInteractionAreIncorrect() throws {
        let asset = try container("protection/libzip/encrypt-aes256.zip")
        let prompt = PromptRecorder(answers: ["foofoofoo"])
        assertIncorrectCredentials(try protection.open(asset, options: OpeningOptions(credentials: "nope")))
        assertIncorrectCredentials(try protection.open(asset, options: OpeningOptions()))
        assertIncorrectCredentials(try protection.open(
            asset,
            options: OpeningOptions(credentials: "nope", allowUserInteraction: false, onAskCredentials: prompt.ask)))
        XCTAssertEqual(prompt.requests.count, 0, "a batch import must never prompt")
    }

    func testAsksWhenAllowedUntilThePasswordIsRight() throws {
        let prompt = PromptRecorder(answers: ["wrong", "foo"])
        let unlocked = try XCTUnwrap(protection.open(
            container("protection/libzip/encrypt.zip"),
            options: OpeningOptions(allowUserInteraction: true, sender: "window", onAskCredentials: prompt.ask)))
        XCTAssertEqual(unlocked.state.credentials, "foo")
        XCTAssertEqual(prompt.requests.map(\.previousAttemptFailed), [false, true])
        XCTAssertEqual(prompt.requests.map(\.scheme), [.zip, .zip])
        XCTAssertEqual(prompt.requests.first?.sender as? String, "window")
    }

    func testWrongCredentialsThenAPromptedPassword() throws {
        let prompt = PromptRecorder(answers: ["python"])
        let unlocked = try XCTUnwrap(protection.open(
            container("protection/zipcrypto/cpython_test_zipfile_data.zip"),
            options: OpeningOptions(credentials: "pyth0n", allowUserInteraction: true, onAskCredentials: prompt.ask)))
        XCTAssertEqual(unlocked.state.credentials, "python")
        XCTAssertEqual(prompt.requests.map(\.previousAttemptFailed), [true])
    }

    func testPromptsAreBoundedAndCancellingStops() throws {
        let asset = try container("protection/libzip/encrypt-1234.zip")
        let stubborn = PromptRecorder(answers: Array(repeating: "4321", count: 10))
        assertIncorrectCredentials(try protection.open(
            asset, options: OpeningOptions(allowUserInteraction: true, onAskCredentials: stubborn.ask)))
        XCTAssertEqual(stubborn.requests.count, protection.maxPrompts)

        let cancelling = PromptRecorder(answers: [])
        assertIncorrectCredentials(try protection.open(
            asset, options: OpeningOptions(allowUserInteraction: true, onAskCredentials: cancelling.ask)))
        XCTAssertEqual(cancelling.requests.count, 1)
    }

    /// The password is checked on the smallest encrypted entry: a damaged large one does not matter here.
    func testVerifiesOnTheSmallestEncryptedEntry() throws {
        let scratch = try ZipTestFiles.scratchFolder(for: self)
        let large = Data(String(repeating: "large content ", count: 1000).utf8)
        try large.write(to: scratch.appendingPathComponent("large.txt"))
        try Data("small".utf8).write(to: scratch.appendingPathComponent("small.txt"))
        try ZipTestTool.run("zip", ["-q", "-0", "-e", "-P", "pw", "two.zip", "large.txt", "small.txt"], in: scratch)
        var bytes = try Data(contentsOf: scratch.appendingPathComponent("two.zip"))
        bytes[200] ^= 0xFF
        let archive = try ZipArchive(source: MemoryByteSource(bytes), name: "two.zip")
        XCTAssertThrowsError(try archive.read(XCTUnwrap(archive.entry(at: "large.txt")), password: "pw"))
        let asset = ProtectionAsset.container(ZipContainer(archive: archive))
        let unlocked = try protection.open(asset, options: OpeningOptions(credentials: "pw"))
        XCTAssertEqual(try unlocked?.container.resource(at: "small.txt")?.read(), Data("small".utf8))
    }

    func testOnlyStrongEncryptionIsUnsupported() throws {
        var builder = ZipBuilder()
        builder.addStored("strong.bin", Data(count: 16), flags: 0x0041)
        let archive = try builder.archive("strong.zip")
        let asset = ProtectionAsset.container(ZipContainer(archive: archive))
        XCTAssertThrowsError(try protection.open(asset, options: OpeningOptions(credentials: "x"))) { error in
            XCTAssertEqual((error as? OpeningError)?.code, "unsupportedProtection")
        }
    }
}

/// Answers credential prompts from a list (nil once it runs out, as a person cancelling) and records them.
private final class PromptRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String]
    private var recorded: [CredentialsRequest] = []

    init(answers: [String]) { self.answers = answers }

    var requests: [CredentialsRequest] { lock.withLock { recorded } }

    var ask: CredentialsPrompt {
        { [self] request in
            lock.withLock {
                recorded.append(request)
                return answers.isEmpty ? nil : answers.removeFirst()
            }
        }
    }
}
