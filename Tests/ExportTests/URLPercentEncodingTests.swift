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
            for sample in samples {
                XCTAssertEqual(URLPercentEncoding.encode(sample, keeping: allowed),
                               sample.addingPercentEncoding(withAllowedCharacters: foundation), "'\(sample)'")
            }
        }
    }

    func testAlphanumericsKeepOnlyASCIILettersAndDigits() {
        XCTAssertEqual(URLPercentEncoding.encode("h1-é", keeping: .alphanumerics), "h1%2D%C3%A9")
        XCTAssertEqual(URLPercentEncoding.encode("abcXYZ019", keeping: .alphanumerics), "abcXYZ019")
    }
}
