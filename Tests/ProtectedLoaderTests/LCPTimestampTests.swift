import Foundation
import XCTest
@testable import ProtectedLoader

final class LCPTimestampTests: XCTestCase {
    private func seconds(_ text: String) -> Double? { ISO8601Timestamp.parse(text)?.timeIntervalSince1970 }

    func testOffsetsAndFractions() throws {
        XCTAssertEqual(seconds("2013-11-04T01:08:15+01:00"), 1_383_523_695)
        XCTAssertEqual(seconds("2013-11-04T00:08:15Z"), 1_383_523_695)
        XCTAssertEqual(seconds("2013-11-04T00:08:15"), 1_383_523_695)
        XCTAssertEqual(seconds("2013-11-03T19:08:15-0500"), 1_383_523_695)
        XCTAssertEqual(try XCTUnwrap(seconds("2017-10-31T11:23:03.250720346Z")), 1_509_448_983.250720346, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(seconds("2019-04-17T12:56:16.5+02:00")), 1_555_498_576.5, accuracy: 1e-6)
    }

    func testCalendarEdges() {
        XCTAssertEqual(seconds("1970-01-01T00:00:00Z"), 0)
        XCTAssertEqual(seconds("2000-02-29T00:00:00Z"), 951_782_400)
        XCTAssertEqual(seconds("2038-01-19T03:14:08Z"), 2_147_483_648)
        XCTAssertEqual(seconds("1969-12-31T23:59:59Z"), -1)
    }

    func testMalformedDatesAreRefused() {
        for text in ["", "2013-11-04", "2013-11-04T25:00:00Z", "2013-02-30T00:00:00Z", "2019-02-29T00:00:00Z",
                     "2013-11-04T01:08:15+1", "2013-11-04T01:08:15.Z", "2013-11-04T01:08:15Z trailing", "yesterday"] {
            XCTAssertNil(ISO8601Timestamp.parse(text), text)
        }
    }
}
