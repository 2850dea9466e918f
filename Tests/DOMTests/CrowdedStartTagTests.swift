@testable import DOM
import Foundation
import XCTest

/// Elements with more attributes than libxml2 2.9 handles in reasonable time (its work is quadratic in
/// them) are refused with a typed error before parsing; everything up to the limit parses as before.
final class CrowdedStartTagTests: XCTestCase {
    private func markup(attributes count: Int, prefix: String = "") -> Data {
        let attributes = (0..<count).map { " a\($0)=\"v>\($0)\"" }.joined()
        return Data("""
            <?xml version="1.0"?>\(prefix)
            <html xmlns="http://www.w3.org/1999/xhtml"><body>
            <p\(attributes)>text</p></body></html>
            """.utf8)
    }

    func testTheLimitParsesAndOneMoreIsRefusedWithItsLine() throws {
        let limit = CrowdedStartTag.maximumAttributes
        let document = try Document.parseXML(markup(attributes: limit), name: "ok.xhtml")
        XCTAssertEqual(document.body?.children.first { $0.kind == .element }?.attributes.count, limit)
        XCTAssertThrowsError(try Document.parseXML(markup(attributes: limit + 1), name: "crowded.xhtml")) { error in
            XCTAssertEqual(error as? DOMError,
                           .tooManyAttributes(document: "crowded.xhtml", line: 3, attributes: limit + 1, limit: limit))
        }
        XCTAssertThrowsError(try Document.parseHTML(markup(attributes: limit + 1), name: "crowded.html"))
    }

    func testAHundredThousandAttributesAreRefusedInOnePass() {
        // libxml2 would take tens of seconds on this element; the scan answers without parsing it.
        XCTAssertThrowsError(try Document.parseXML(markup(attributes: 100_000), name: "hostile.xhtml")) { error in
            guard case .tooManyAttributes(_, _, let attributes, _) = error as? DOMError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(attributes, 100_000)
        }
    }

    func testEqualsSignsInCommentsCDATAInstructionsAndTheDoctypeAreNotAttributes() {
        let noise = String(repeating: "a=b ", count: 1_000)
        let prefix = "<!DOCTYPE html [ <!-- \(noise) --> ]><!-- \(noise) --><?pi \(noise)?>"
        let data = Data(String(decoding: markup(attributes: 2, prefix: prefix), as: UTF8.self)
            .replacingOccurrences(of: ">text<", with: "><![CDATA[<x \(noise)>]]><").utf8)
        XCTAssertNil(data.withUnsafeBytes { CrowdedStartTag.first(in: $0) })
    }
}
