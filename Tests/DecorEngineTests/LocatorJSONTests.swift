import DecorEngine
import XCTest

final class LocatorJSONTests: XCTestCase {
    private let json = """
    {"href":"/OPS/chapter%20one.xhtml#c001s0001","type":"application/xhtml+xml","title":"Loomings","custom":{"a":[1,2.5,null]},
     "locations":{"progression":0.25,"position":3,"totalProgression":0.01,"cssSelector":"#c001s0001","partialCfi":"/4/2/4/2/1:0",
      "fragments":["c001s0001"],"otherLocation":true,
      "domRange":{"start":{"cssSelector":"#a","textNodeIndex":0,"charOffset":2,"x":"y"},"end":{"cssSelector":"#a","textNodeIndex":0},"z":1}},
     "text":{"before":"b","highlight":"h","after":"a","extra":"kept"}}
    """

    func testEveryMemberIsReadAndUnknownOnesAreKept() throws {
        let locator = try Locator(jsonData: Data(json.utf8))
        XCTAssertEqual(locator.href, "/OPS/chapter%20one.xhtml#c001s0001")
        XCTAssertEqual(locator.normalizedHref, "OPS/chapter one.xhtml")
        XCTAssertEqual(locator.locations.progression, 0.25)
        XCTAssertEqual(locator.locations.position, 3)
        XCTAssertEqual(locator.locations.domRange?.start.charOffset, 2)
        XCTAssertNil(locator.locations.domRange?.end?.charOffset)
        XCTAssertEqual(locator.locations.domRange?.start.otherMembers["x"], .string("y"))
        XCTAssertEqual(locator.text.otherMembers["extra"], .string("kept"))
        XCTAssertEqual(locator.otherMembers["custom"], ["a": [1, 2.5, nil]])
        XCTAssertEqual(try Locator(json: locator.json), locator)
        XCTAssertEqual(try JSONValue.parse(Data(JSONWriter().string(locator.json).utf8)), try JSONValue.parse(Data(json.utf8)))
    }

    func testRoundTripKeepsUnknownMembersInOrderAndNumbersAsSpelled() throws {
        let text = #"{"href":"c.xhtml","locations":{"progression":0.5,"position":7,"zeta":1.50,"alpha":[1E2,12345678901234567890]},"#
            + #""text":{"highlight":"h","z":{"b":1,"a":2}},"zz":-0.0,"aa":"kept"}"#
        XCTAssertEqual(JSONWriter().string(try Locator(jsonData: Data(text.utf8)).json), text)
    }

    func testAnUnknownMemberNamedLikeAFieldGivesWay() {
        let locator = Locator(href: "a", otherMembers: [JSONMember("href", "b"), JSONMember("x", 1)])
        XCTAssertEqual(JSONWriter().string(locator.json), #"{"href":"a","x":1}"#)
    }

    func testHrefForms() {
        XCTAssertEqual(Locator.normalize(href: "OPS/x.xhtml"), "OPS/x.xhtml")
        XCTAssertEqual(Locator.normalize(href: "/OPS/x.xhtml"), "OPS/x.xhtml")
        XCTAssertEqual(Locator.normalize(href: "OPS/x.xhtml#frag"), "OPS/x.xhtml")
    }

    func testInvalidLocatorsNameTheField() {
        let cases: [(String, String)] = [
            ("[1]", ""), ("{}", "href"), ("{\"href\":3}", "href"), ("{\"href\":\"x\",\"locations\":{\"progression\":\"half\"}}", "locations.progression"),
            ("{\"href\":\"x\",\"locations\":{\"domRange\":{\"start\":{\"cssSelector\":\"#a\"}}}}", "locations.domRange.start.textNodeIndex"),
            ("{\"href\":\"x\",\"text\":{\"highlight\":1}}", "text.highlight"), ("not json", ""),
        ]
        for (text, field) in cases {
            XCTAssertThrowsError(try Locator(jsonData: Data(text.utf8)), text) { error in
                XCTAssertEqual((error as? LocatorError)?.field, field, text)
                XCTAssertEqual((error as? LocatorError)?.code, "invalidLocator")
            }
        }
    }
}
