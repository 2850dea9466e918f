import DecorEngine
import XCTest

final class CFIComparisonTests: XCTestCase {
    private func compare(_ lhs: String, _ rhs: String) throws -> Int {
        EPUBCFI.compare(try EPUBCFI(lhs), try EPUBCFI(rhs))
    }

    func testStepOrder() throws {
        XCTAssertEqual(try compare("/6/4!/4/2", "/6/4!/4/2"), 0)
        XCTAssertEqual(try compare("/6/4!/4/2", "/6/6!/4/2"), -1)
        XCTAssertEqual(try compare("/6/4!/4/10", "/6/4!/4/9"), 1, "indices compare as numbers, not strings")
        XCTAssertEqual(try compare("/6/4!/4/2", "/6/4!/4/2/1:0"), -1, "an element comes before its contents")
        XCTAssertEqual(try compare("/4/2[a]/1:3", "/4/2[b]/1:3"), 0, "assertions do not order")
    }

    func testOffsets() throws {
        XCTAssertEqual(try compare("/4/2/1:3", "/4/2/1:12"), -1)
        XCTAssertEqual(try compare("/4/2/1", "/4/2/1:0"), 0)
        XCTAssertEqual(try compare("/4/2~3", "/4/2~2.5"), 1)
        XCTAssertEqual(try compare("/4/2@10:20", "/4/2@90:10"), 1, "y before x")
        XCTAssertEqual(try compare("/4/2~1@10:20", "/4/2~1@10:30"), -1)
    }

    func testRangesOrderByStartThenEnd() throws {
        XCTAssertEqual(try compare("/4/2,/1:0,/1:5", "/4/2,/1:0,/1:9"), -1)
        XCTAssertEqual(try compare("/4/2,/1:2,/1:5", "/4/2,/1:0,/1:9"), 1)
        XCTAssertEqual(try compare("/4/2,/1:0,/1:5", "/4/2/1:0"), 1, "a point sorts before a range starting there")
        XCTAssertEqual(try compare("/4/2,/1:0,/1:5", "/4/2/1:1"), -1)
    }

    func testSorting() throws {
        let texts = ["epubcfi(/6/4!/4/2/1:12)", "epubcfi(/6/2!/4/2/1:0)", "epubcfi(/6/4!/4/2,/1:3,/1:8)",
                     "epubcfi(/6/4!/4/2/1:3)", "epubcfi(/6/4!/4/2,/1:3,/1:4)"]
        let sorted = try texts.map(EPUBCFI.init).sorted().map(\.description)
        XCTAssertEqual(sorted, ["epubcfi(/6/2!/4/2/1:0)", "epubcfi(/6/4!/4/2/1:3)", "epubcfi(/6/4!/4/2,/1:3,/1:4)",
                                "epubcfi(/6/4!/4/2,/1:3,/1:8)", "epubcfi(/6/4!/4/2/1:12)"])
    }
}
