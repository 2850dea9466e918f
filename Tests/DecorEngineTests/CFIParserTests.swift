import DecorEngine
import XCTest

final class CFIParserTests: XCTestCase {
    func testFullCFIWithEveryPart() throws {
        let cfi = try EPUBCFI("epubcfi(/6/4[chap01ref]!/4[body01]/10[para05]/3:10[xx,y^]z;s=b])")
        XCTAssertEqual(cfi.path.steps.map(\.index), [6, 4, 4, 10, 3])
        XCTAssertEqual(cfi.path.steps.map(\.followsIndirection), [false, false, true, false, false])
        XCTAssertEqual(cfi.path.steps[1].id, "chap01ref")
        XCTAssertEqual(cfi.path.offset?.characterOffset, 10)
        let assertion = try XCTUnwrap(cfi.path.offset?.assertion)
        XCTAssertEqual(assertion.textBefore, "xx")
        XCTAssertEqual(assertion.textAfter, "y]z")
        XCTAssertEqual(assertion.sideBias, .before)
        XCTAssertEqual(cfi.description, "epubcfi(/6/4[chap01ref]!/4[body01]/10[para05]/3:10[xx,y^]z;s=b])")
    }

    func testRanges() throws {
        let cfi = try EPUBCFI("epubcfi(/6/4[chap01ref]!/4[body01]/10[para05],/2/1:1,/3:4)")
        XCTAssertTrue(cfi.isRange)
        XCTAssertEqual(cfi.range?.start.description, "/2/1:1")
        XCTAssertEqual(cfi.range?.end.description, "/3:4")
        XCTAssertEqual(cfi.startPath.description, "/6/4[chap01ref]!/4[body01]/10[para05]/2/1:1")
        let offsetsOnly = try EPUBCFI("epubcfi(/6/16!/4/4/12/3,:32,:168)")
        XCTAssertEqual(offsetsOnly.range?.start.offset?.characterOffset, 32)
        XCTAssertEqual(offsetsOnly.endPath.description, "/6/16!/4/4/12/3:168")
    }

    func testTemporalAndSpatialOffsets() throws {
        let temporal = try EPUBCFI("epubcfi(/6/4!/4/6~23.5@50:25.25)")
        XCTAssertEqual(temporal.path.offset?.kind, .temporal(23.5, spatial: CFIPoint(x: 50, y: 25.25)))
        XCTAssertEqual(temporal.description, "epubcfi(/6/4!/4/6~23.5@50:25.25)")
        let spatial = try EPUBCFI("/4/2@0:100")
        XCTAssertEqual(spatial.path.offset?.kind, .spatial(CFIPoint(x: 0, y: 100)))
        XCTAssertThrowsError(try EPUBCFI("/4/2@101:5"))
    }

    func testAssertionForms() throws {
        let after = try EPUBCFI("/4/1:3[,after]")
        XCTAssertNil(after.path.offset?.assertion?.textBefore)
        XCTAssertEqual(after.path.offset?.assertion?.textAfter, "after")
        let before = try EPUBCFI("/4/1:3[before]")
        XCTAssertEqual(before.path.offset?.assertion?.textBefore, "before")
        let parameterOnly = try EPUBCFI("/4/1:3[;s=a]")
        XCTAssertEqual(parameterOnly.path.offset?.assertion?.sideBias, .after)
        let escaped = try EPUBCFI("/4[a^,b^^c]/1:0")
        XCTAssertEqual(escaped.path.steps[0].id, "a,b^c")
        XCTAssertEqual(escaped.pathText, "/4[a^,b^^c]/1:0")
        let encoded = try EPUBCFI("/4/2[d10e42]/1:1552[Bryan,%20and]")
        XCTAssertEqual(encoded.path.offset?.assertion?.textAfter, " and")
    }

    func testIndirectionBeforeAnOffset() throws {
        let cfi = try EPUBCFI("epubcfi(/6/4!:3)")
        XCTAssertTrue(cfi.path.offsetFollowsIndirection)
        XCTAssertEqual(cfi.description, "epubcfi(/6/4!:3)")
    }

    func testSyntaxErrors() {
        let cases: [(String, Int)] = [
            ("", 0), ("epubcfi()", 8), ("4/2", 0), ("/4/", 3), ("/04/2", 1), ("/4[", 3), ("/4[a", 4),
            ("/4/2:", 5), ("epubcfi(/4/2", 12), ("/4/2)", 4), ("/4,/2", 5), ("/4,/2,", 6), ("/4:1,/2,/3", 5),
            ("/4!", 3), ("/4/1:3[]", 8), ("/4/1:3[a;=b]", 9), ("/4~x", 3), ("/4/2^", 4),
        ]
        for (text, position) in cases {
            XCTAssertThrowsError(try EPUBCFI(text), text) { error in
                guard case let .syntax(_, actual, _) = error as? CFIError else { return XCTFail("\(text): \(error)") }
                XCTAssertEqual(actual, position, "\(text): \(error)")
                XCTAssertEqual((error as? CFIError)?.code, "invalidCFI")
            }
        }
    }

    func testRoundTrips() throws {
        for text in ["epubcfi(/6/4[chap01ref]!/4[body01]/10[para05]/3:10)", "epubcfi(/2/4,/2/1:0,/4/1:5)",
                     "epubcfi(/6/14[xchapter_001]!/4/2/14/2[c001p0006]/1:305)", "epubcfi(/4/2~0.5)",
                     "epubcfi(/4/2[x;foo=bar,baz]/3:1[a^(b^),c;s=a])"] {
            XCTAssertEqual(try EPUBCFI(text).description, text)
            XCTAssertEqual(try EPUBCFI(EPUBCFI(text).description), try EPUBCFI(text))
        }
    }

    /// Found by the cfi fuzz target: numbers Swift writes with an exponent (very large or very small
    /// temporal offsets) were written so, and the written CFI no longer parsed.
    func testNumbersAreWrittenWithoutExponents() throws {
        for (text, written) in [("/2~4444444444444444444444444444", "epubcfi(/2~4444444444444444000000000000)"),
                                ("/2~0.0000001", "epubcfi(/2~0.0000001)"), ("/2~1000000000000000", "epubcfi(/2~1000000000000000)"),
                                ("/2~100000000000000000000.5", "epubcfi(/2~100000000000000000000)"),
                                ("/2~0.00012345@0.000001:100", "epubcfi(/2~0.00012345@0.000001:100)"),
                                ("/2,:5,~4444444444444444444444444444", "epubcfi(/2,:5,~4444444444444444000000000000)")] {
            let cfi = try EPUBCFI(text)
            XCTAssertEqual(cfi.description, written, text)
            XCTAssertEqual(try EPUBCFI(cfi.description), cfi, text)
        }
    }
}
