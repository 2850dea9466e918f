import Export
import Foundation
import XCTest

/// decor's own percent-encoding gives Foundation's bytes for the URL components export links are made of.
final class URLPercentEncodingTests: XCTestCase {
    func testSameBytesAsFoundationForEveryCharacterOfTheLinkComponents() {
        var queryValue = CharacterSet.urlQueryAllowed
        queryValue.remove(charactersIn: "&=+#")
        let pairs: [(URLPercentEncoding.AllowedBytes, CharacterSet)] = [
            (.path, .urlPathAllowed), (.queryValue, queryValue), (.fragment, .urlFragmentAllowed),
        ]
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        let samples = ascii + ["OPS/chapter 1.xhtml", "épître/ü.xhtml", "id#1&x=2+3", "epubcfi(/6/4[ch1]!/4/2,/1:0,/1:9)", "日本語", "🙂", ""]
        for (allowed, foundation) in pairs {
            // Foundation escapes a colon in a path's first segment (it could read as a scheme); decor's links
            // never start with the path, so decor keeps it as RFC 3986 allows in a segment.
            for sample in samples where !(allowed == .path && sample.prefix { $0 != "/" }.contains(":")) {
                XCTAssertEqual(URLPercentEncoding.encode(sample, keeping: allowed),
                               sample.addingPercentEncoding(withAllowedCharacters: foundation), "'\(sample)'")
            }
        }
    }

    func testAColonStaysInAPathSegment() {
        XCTAssertEqual(URLPercentEncoding.encode("OPS/a:b.xhtml", keeping: .path), "OPS/a:b.xhtml")
        XCTAssertEqual(URLPercentEncoding.encode("a:b.xhtml", keeping: .path), "a:b.xhtml")
    }

    func testAlphanumericsKeepOnlyASCIILettersAndDigits() {
        XCTAssertEqual(URLPercentEncoding.encode("h1-é", keeping: .alphanumerics), "h1%2D%C3%A9")
        XCTAssertEqual(URLPercentEncoding.encode("abcXYZ019", keeping: .alphanumerics), "abcXYZ019")
    }
}
