@testable import DOM
import Foundation
import XCTest

/// A text node longer than libxml2's HTML parser reads (`SafeParser.maximumTextNodeBytes`) is refused with a
/// typed error naming the limit, where libxml2 alone would keep the document cut short at that node as if
/// nothing had happened.
final class TextNodeLimitTests: XCTestCase {
    private func document(textBytes count: Int) -> Data {
        Data(("<html><body><p>" + String(repeating: "whale ", count: count / 6) + "</p><p id=\"after\">end</p></body></html>").utf8)
    }

    func testAFiftyMegabyteTextNodeIsRefusedNamingTheLimit() {
        XCTAssertThrowsError(try Document.parseHTML(document(textBytes: 50_000_000), name: "huge.html")) { error in
            guard case let .textNodeTooLong(document, _, limit) = error as? DOMError else { return XCTFail("\(error)") }
            XCTAssertEqual(document, "huge.html")
            XCTAssertEqual(limit, SafeParser.maximumTextNodeBytes)
            XCTAssertTrue("\(error)".contains("limit of 10000000 bytes"), "\(error)")
        }
    }

    func testATextNodeUnderTheLimitIsReadWhole() throws {
        let parsed = try Document.parseHTML(document(textBytes: 9_000_000), name: "long.html")
        XCTAssertNotNil(parsed.element(withID: "after"))
    }
}
