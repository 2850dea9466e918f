import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPUserRightsTests: XCTestCase {
    private func rights(_ rights: [String: Any], now: String = "2025-01-01T00:00:00Z",
                        database: RightsDatabase? = nil) throws -> LCPUserRights {
        var test = LCPTestLicense()
        test.rights = rights
        let license = try LCPLicense(data: test.document(signedBy: LCPTestPKI.shared.rsaProvider))
        let date = ISO8601Timestamp.parse(now)!
        return LCPUserRights(license: license, database: try database ?? .inMemory(), now: { date })
    }

    func testCopyCountsCharacters() throws {
        let rights = try rights(["copy": 10])
        XCTAssertEqual(rights.copyLeft, 10)
        XCTAssertTrue(rights.canCopy)
        XCTAssertTrue(rights.canCopy(text: "0123456789"))
        XCTAssertFalse(rights.canCopy(text: "0123456789A"))
        XCTAssertTrue(rights.copy(text: "héllo"))
        XCTAssertEqual(rights.copyLeft, 5)
        XCTAssertFalse(rights.copy(text: "123456"))
        XCTAssertEqual(rights.copyLeft, 5, "a refused copy consumes nothing")
        XCTAssertTrue(rights.copy(text: "👍🏽abcd"))
        XCTAssertEqual(rights.copyLeft, 0)
        XCTAssertFalse(rights.canCopy)
        XCTAssertTrue(rights.canPrint, "print is unlimited when absent")
        XCTAssertNil(rights.printLeft)
    }

    func testPrintCountsPages() throws {
        let rights = try rights(["print": 3])
        XCTAssertTrue(rights.canPrint(pageCount: 3))
        XCTAssertFalse(rights.canPrint(pageCount: 4))
        XCTAssertTrue(rights.print(pageCount: 2))
        XCTAssertFalse(rights.print(pageCount: 2))
        XCTAssertTrue(rights.print(pageCount: 1))
        XCTAssertEqual(rights.printLeft, 0)
        XCTAssertFalse(rights.canPrint)
        XCTAssertFalse(rights.print(pageCount: -1))
    }

    func testAbsentOrNegativeAllowancesAreUnlimited() throws {
        let rights = try rights(["print": -1])
        XCTAssertNil(rights.copyLeft)
        XCTAssertNil(rights.printLeft)
        XCTAssertTrue(rights.copy(text: String(repeating: "x", count: 100_000)))
        XCTAssertTrue(rights.print(pageCount: 10_000))
    }

    func testZeroAllowanceForbids() throws {
        let rights = try rights(["copy": 0])
        XCTAssertFalse(rights.canCopy)
        XCTAssertFalse(rights.copy(text: "a"))
        XCTAssertTrue(rights.copy(text: ""))
    }

    func testNothingIsAllowedOutsideTheLicenseDates() throws {
        let dates: [String: Any] = ["start": "2025-01-01T00:00:00Z", "end": "2025-12-31T00:00:00Z"]
        for now in ["2024-12-31T23:59:59Z", "2026-01-01T00:00:00Z"] {
            let rights = try rights(dates, now: now)
            XCTAssertFalse(rights.canCopy, now)
            XCTAssertFalse(rights.copy(text: "a"), now)
            XCTAssertFalse(rights.print(pageCount: 1), now)
            XCTAssertEqual(rights.copyLeft, 0, now)
            XCTAssertEqual(rights.printLeft, 0, now)
        }
        XCTAssertTrue(try rights(dates, now: "2025-06-01T00:00:00Z").copy(text: "a"))
    }

    func testConsumptionIsSharedThroughTheDatabase() throws {
        let database = try RightsDatabase.inMemory()
        var test = LCPTestLicense()
        test.rights = ["copy": 10]
        let license = try LCPLicense(data: test.document(signedBy: LCPTestPKI.shared.rsaProvider))
        let first = LCPUserRights(license: license, database: database)
        let second = LCPUserRights(license: license, database: database)
        XCTAssertTrue(first.copy(text: "12345678"))
        XCTAssertEqual(second.copyLeft, 2)
        XCTAssertFalse(second.copy(text: "123"))
    }
}
