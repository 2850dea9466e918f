import Foundation
import XCTest
@testable import ProtectedLoader

/// The License Status Document on open and as API, against `LCPStatusServer` (the LSD specification on
/// loopback) with licenses signed by the test PKI.
final class LCPLicenseStatusTests: XCTestCase {
    private func fixture() throws -> LCPOnlineFixture {
        try LCPOnlineFixture(scratch: try ZipTestFiles.scratchFolder(for: self))
    }

    private func readChapter(_ package: ProtectedPackage) throws -> Data {
        try package.resource(href: LCPTestPackage.chapterPath).read()
    }

    func testActiveLicenseOpensAndRegistersOnFirstOpenOnly() throws {
        let online = try fixture()
        let package = try online.openPackage()
        XCTAssertFalse(package.isRestricted, "\(String(describing: package.protection?.error))")
        XCTAssertFalse(try readChapter(package).isEmpty)
        let registrations = online.status.server.requests.filter { $0.path == "/register" }
        XCTAssertEqual(registrations.count, 1)
        XCTAssertEqual(registrations.first?.method, "POST")
        XCTAssertEqual(registrations.first?.query["name"], "decor tests")
        XCTAssertEqual(registrations.first?.query["id"], try online.licenses.deviceID())
        _ = try online.openPackage()
        XCTAssertEqual(online.status.server.requests.filter { $0.path == "/register" }.count, 1, "registered once")
    }

    func testRevokedReturnedCancelledAndExpiredStatusesRestrict() throws {
        let online = try fixture()
        for (status, code) in [("revoked", "revoked"), ("returned", "returned"), ("cancelled", "cancelled"), ("expired", "expired")] {
            online.status.state.withLockedValue { $0.status = status }
            let package = try online.openPackage()
            XCTAssertTrue(package.isRestricted, status)
            XCTAssertEqual(package.protection?.error?.code, code)
            XCTAssertThrowsError(try readChapter(package), status)
        }
    }

    func testServerDownStillOpensFromDisk() throws {
        let online = try fixture()
        online.status.server.stop()
        let started = Date()
        let package = try online.openPackage()
        XCTAssertFalse(package.isRestricted)
        XCTAssertFalse(try readChapter(package).isEmpty)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testSlowStatusServerDoesNotHoldUpOpening() throws {
        let online = try fixture()
        online.status.server.answer { _ in .response(status: 200, headers: [], body: Data("{}".utf8), delay: 5) }
        let started = Date()
        let package = try online.opener(policy: HTTPRequestPolicy.licenseStatus.with(totalTimeout: 0.5))
            .openPackage(path: online.packageURL.path, options: OpeningOptions(credentials: online.license.passphrase))
        XCTAssertLessThan(Date().timeIntervalSince(started), 3)
        XCTAssertFalse(package.isRestricted)
    }

    func testLicenseUpdatedBetweenTwoOpensIsWrittenBackAndRebuildsTheContainer() throws {
        let online = try fixture()
        let first = try online.openPackage(online: false)
        let newEnd = Date().addingTimeInterval(20 * 86400)
        try online.status.update(end: newEnd)
        let second = try online.openPackage()
        XCTAssertFalse(second.isRestricted)
        XCTAssertEqual(second.protection?.license?.end?.timeIntervalSince1970 ?? 0, newEnd.timeIntervalSince1970, accuracy: 1)
        // The package on disk now holds the new license, and the publication opened before still reads.
        let written = try ZipContainer(archive: ZipArchive(url: online.packageURL)).resource(at: "META-INF/license.lcpl")!.read()
        XCTAssertEqual(try LCPLicense(data: written).rights.end?.timeIntervalSince1970 ?? 0, newEnd.timeIntervalSince1970, accuracy: 1)
        XCTAssertFalse(try readChapter(first).isEmpty)
        XCTAssertEqual(try first.resource(href: "META-INF/license.lcpl").read(), written, "rebuilt on the new file")
        let offline = try online.openPackage(online: false)
        XCTAssertEqual(offline.protection?.license?.end?.timeIntervalSince1970 ?? 0, newEnd.timeIntervalSince1970, accuracy: 1)
    }

    func testRenewWritesTheRenewedLicenseBackAndASecondOpenSeesTheNewEnd() throws {
        let online = try fixture()
        let package = try online.openPackage()
        let service = try XCTUnwrap(package.protection?.lcpLicense)
        let requested = Date().addingTimeInterval(14 * 86400)
        let status = try service.renew(end: requested)
        XCTAssertEqual(status.status, .active)
        XCTAssertEqual(service.license.rights.end?.timeIntervalSince1970 ?? 0, requested.timeIntervalSince1970, accuracy: 1)
        let reopened = try online.openPackage(online: false)
        XCTAssertEqual(reopened.protection?.license?.end?.timeIntervalSince1970 ?? 0, requested.timeIntervalSince1970, accuracy: 1)
        XCTAssertFalse(try readChapter(reopened).isEmpty)
    }

    func testRenewPastThePotentialEndIsARenewProblem() throws {
        let online = try fixture()
        let service = try XCTUnwrap(try online.openPackage().protection?.lcpLicense)
        XCTAssertThrowsError(try service.renew(end: Date().addingTimeInterval(365 * 86400))) { error in
            let status = error as? LCPStatusError
            XCTAssertEqual(status?.code, "renewRefused")
            XCTAssertEqual(status?.problem?.type, LCPStatusServer.problemBase + "renew")
            XCTAssertEqual(status?.problem?.status, 403)
        }
    }

    func testRegisterTwiceIsARegistrationProblem() throws {
        let online = try fixture()
        let service = try XCTUnwrap(try online.openPackage().protection?.lcpLicense)
        XCTAssertThrowsError(try service.register()) { error in
            XCTAssertEqual((error as? LCPStatusError)?.code, "registrationRefused")
        }
    }

    func testReturnEndsTheLoanAndASecondReturnIsAReturnProblem() throws {
        let online = try fixture()
        let service = try XCTUnwrap(try online.openPackage().protection?.lcpLicense)
        XCTAssertEqual(try service.returnPublication().status, .returned)
        let reopened = try online.openPackage()
        XCTAssertTrue(reopened.isRestricted)
        XCTAssertEqual(reopened.protection?.error?.code, "returned")
        XCTAssertThrowsError(try service.returnPublication()) { error in
            XCTAssertEqual((error as? LCPStatusError)?.code, "returnRefused")
        }
    }

    func testLicenseRepositoryKeepsTheLatestLicenseOverAnOlderCopyInAPackage() throws {
        let online = try fixture()
        let original = try Data(contentsOf: online.packageURL)
        let service = try XCTUnwrap(try online.openPackage().protection?.lcpLicense)
        let requested = Date().addingTimeInterval(10 * 86400)
        try service.renew(end: requested)
        try original.write(to: online.packageURL)
        let reopened = try online.openPackage(online: false)
        XCTAssertEqual(reopened.protection?.license?.end?.timeIntervalSince1970 ?? 0, requested.timeIntervalSince1970, accuracy: 1)
    }

    func testHostileStatusDocumentsAreRefused() throws {
        let online = try fixture()
        let service = try XCTUnwrap(try online.openPackage().protection?.lcpLicense)
        let id = online.license.id
        let updated = #""updated": {"license": "2020-01-01T00:00:00Z", "status": "2020-01-01T00:00:00Z"}"#
        let cases: [(String, Data, String)] = [
            ("huge", Data(#"{"id": "\#(id)", "padding": ""#.utf8) + Data(repeating: 0x61, count: 300 << 10) + Data(#""}"#.utf8), "responseTooLarge"),
            ("wrong type", Data(#"{"id": "\#(id)", "status": 3, \#(updated), "links": []}"#.utf8), "invalidStatusDocument"),
            ("unknown status", Data(#"{"id": "\#(id)", "status": "borrowed", \#(updated), "links": []}"#.utf8), "invalidStatusDocument"),
            ("other scheme", Data(#"{"id": "\#(id)", "status": "active", \#(updated), "links": [{"rel": "license", "href": "file:///etc/passwd"}]}"#.utf8), "invalidStatusDocument"),
            ("not a URL", Data(#"{"id": "\#(id)", "status": "active", \#(updated), "links": [{"rel": "license", "href": "https://exa mple.org/"}]}"#.utf8), "invalidStatusDocument"),
            ("another license", Data(#"{"id": "someone-else", "status": "active", \#(updated), "links": []}"#.utf8), "mismatchedLicense"),
        ]
        for (name, body, code) in cases {
            online.status.state.withLockedValue { $0.statusOverride = body }
            XCTAssertThrowsError(try service.fetchStatus(), name) { error in
                XCTAssertEqual((error as? CodedError)?.code, code, "\(name): \(error)")
            }
            // On open, a hostile document changes nothing: the publication opens from disk.
            XCTAssertFalse(try online.openPackage().isRestricted, name)
        }
    }
}
