import DOM
import Foundation
import XCTest
@testable import Layout

/// List item numbers kept as they are found (`ListOrdinals`) are the numbers of the walk-back definition,
/// whatever order the items are asked for in: `value` restarts the count, non-`li` elements add nothing.
final class ListOrdinalsTests: XCTestCase {
    /// 3,000 items, every 500th with a `value`, every 7th a `div` among them, under `start="5"`.
    private func longList() throws -> (Document, expected: [Int]) {
        var markup = "<ol start=\"5\">"
        var expected: [Int] = []
        var number = 4
        for index in 0..<3000 {
            if index % 500 == 250 {
                number = 1000 * index
                markup += "<li id=\"i\(index)\" value=\"\(number)\">x</li>"
            } else if index % 7 == 3 {
                markup += "<div id=\"i\(index)\">y</div>"
            } else {
                number += 1
                markup += "<li id=\"i\(index)\">z</li>"
            }
            expected.append(number)
        }
        let document = try Document.parse(Data("""
            <html xmlns="http://www.w3.org/1999/xhtml"><body>\(markup)</ol></body></html>
            """.utf8), name: "list.xhtml")
        return (document, expected)
    }

    func testItemsInDocumentOrderAreNumberedFromStartAndValues() throws {
        let (document, expected) = try longList()
        let ordinals = ListOrdinals()
        let numbers = try (0..<3000).map { ordinals.ordinal(of: try XCTUnwrap(document.element(withID: "i\($0)"))) }
        XCTAssertEqual(numbers, expected)
    }

    func testItemsAskedForInAnyOrderGetTheSameNumbers() throws {
        let (document, expected) = try longList()
        let ordinals = ListOrdinals()
        // A scattered order (1237 is prime to 3000), then from the last item back to the first.
        let scattered = (0..<300).map { $0 * 1237 % 3000 }
        for index in scattered + Array(0..<3000).reversed() {
            XCTAssertEqual(ordinals.ordinal(of: try XCTUnwrap(document.element(withID: "i\(index)"))), expected[index], "item \(index)")
        }
    }
}
