import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPPassphrasePromptTests: XCTestCase {
    /// Answers prompts from a script and records what it was asked.
    private final class Prompter: @unchecked Sendable {
        private let lock = NSLock()
        private var answers: [String?]
        private(set) var requests: [CredentialsRequest] = []

        init(_ answers: [String?]) { self.answers = answers }

        func answer(_ request: CredentialsRequest) -> String? {
            lock.withLock {
                requests.append(request)
                return answers.isEmpty ? nil : answers.removeFirst()
            }
        }
    }

    private func open(credentials: String?, interactive: Bool, prompter: Prompter) throws -> ProtectedAsset {
        let protection = try LCPContentProtection(configuration: LCPConfiguration(trustedRootsPEM: [LCPFixtures.testRootPEM]))
        let options = OpeningOptions(credentials: credentials, allowUserInteraction: interactive, sender: "window",
                                     onAskCredentials: { prompter.answer($0) })
        return try XCTUnwrap(protection.open(.container(FixtureArchive.container(LCPFixtures.wasteland)), options: options))
    }

    func testNoPromptWithoutUserInteraction() throws {
        let prompter = Prompter(["dan"])
        let asset = try open(credentials: nil, interactive: false, prompter: prompter)
        XCTAssertEqual(asset.state.error?.code, "incorrectCredentials")
        XCTAssertTrue(prompter.requests.isEmpty)
    }

    func testGivenCredentialsAvoidThePrompt() throws {
        let prompter = Prompter([])
        XCTAssertNil(try open(credentials: "dan", interactive: true, prompter: prompter).state.error)
        XCTAssertTrue(prompter.requests.isEmpty)
    }

    func testPromptShowsTheHintAndRetriesUntilRight() throws {
        let prompter = Prompter(["nope", "still not", "dan"])
        let asset = try open(credentials: nil, interactive: true, prompter: prompter)
        XCTAssertNil(asset.state.error)
        XCTAssertEqual(asset.state.credentials, "dan")
        XCTAssertEqual(prompter.requests.map(\.previousAttemptFailed), [false, true, true])
        XCTAssertEqual(prompter.requests.first?.hint, "Your nickname? (https://rcs-test.edrlab.org/10013/)")
        XCTAssertEqual(prompter.requests.first?.scheme, .lcp)
        XCTAssertEqual(prompter.requests.first?.sender as? String, "window")
    }

    func testWrongCredentialsThenPromptSaysTheAttemptFailed() throws {
        let prompter = Prompter(["dan"])
        XCTAssertNil(try open(credentials: "wrong", interactive: true, prompter: prompter).state.error)
        XCTAssertEqual(prompter.requests.map(\.previousAttemptFailed), [true])
    }

    func testAtMostThreePrompts() throws {
        let prompter = Prompter(["a", "b", "c", "dan"])
        let asset = try open(credentials: nil, interactive: true, prompter: prompter)
        XCTAssertEqual(asset.state.error?.code, "incorrectCredentials")
        XCTAssertEqual(prompter.requests.count, 3)
    }

    func testCancellingStopsAsking() throws {
        let prompter = Prompter([nil, "dan"])
        let asset = try open(credentials: nil, interactive: true, prompter: prompter)
        XCTAssertEqual(asset.state.error?.code, "incorrectCredentials")
        XCTAssertEqual(prompter.requests.count, 1)
    }

    /// A license that fails before the passphrase step never prompts.
    func testNoPromptForALicenseThatFailsEarlier() throws {
        let prompter = Prompter(["dan"])
        let protection = try LCPContentProtection(configuration: LCPConfiguration(trustedRootsPEM: []))
        let options = OpeningOptions(allowUserInteraction: true, onAskCredentials: { prompter.answer($0) })
        let asset = try XCTUnwrap(protection.open(.container(FixtureArchive.container(LCPFixtures.wasteland)), options: options))
        XCTAssertEqual(asset.state.error?.code, "untrustedCertificate")
        XCTAssertTrue(prompter.requests.isEmpty)
    }
}
