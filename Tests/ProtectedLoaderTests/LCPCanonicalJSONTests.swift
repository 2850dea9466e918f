import Foundation
import JSON
import XCTest
@testable import ProtectedLoader

final class LCPCanonicalJSONTests: XCTestCase {
    private func canonical(_ json: String) throws -> String {
        String(decoding: CanonicalJSON.serialize(try JSONValue.parse(Data(json.utf8))), as: UTF8.self)
    }

    /// The example of the LCP specification, §5.3.1. The specification prints the link's members unsorted,
    /// against its own rule 2 (so its §5.4.1 hash is of that string); here they are sorted.
    func testSpecificationExample() throws {
        let license = """
            {
              "id": "ef15e740-697f-11e3-949a-0800200c9a66",
              "issued": "2013-11-04T01:08:15+01:00",
              "updated": "2014-02-21T09:44:17+01:00",
              "provider": "https://www.imaginaryebookretailer.com",
              "encryption": {
                "profile": "http://readium.org/lcp/basic-profile",
                "content_key": {
                  "encrypted_value": "/k8RpXqf4E2WEunCp76E8PjhS051NXwAXeTD1ioazYxCRGvHLAck/KQ3cCh5JxDmCK0nRLyAxs1X0aA3z55boQ==",
                  "algorithm": "http://www.w3.org/2001/04/xmlenc#aes256-cbc"
                },
                "user_key": {
                  "text_hint": "Enter your email address",
                    "algorithm": "http://www.w3.org/2001/04/xmlenc#sha256",
                    "key_check": "jJEjUDipHK3OjGt6kFq7dcOLZuicQFUYwQ+TYkAIWKm6Xv6kpHFhF7LOkUK/Owww"
                }
              },
              "links": [
                { "rel": "hint", "href": "https://www.imaginaryebookretailer.com/lcp/hint", "type": "text/html"}
              ],
              "user": { "id": "d9f298a7-7f34-49e7-8aae-4378ecb1d597"},
              "signature": {"algorithm": "x", "certificate": "", "value": ""}
            }
            """
        guard case let .object(members) = try JSONValue.parse(Data(license.utf8)) else { return XCTFail("not an object") }
        let bytes = CanonicalJSON.signedBytes(of: members)
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), #"""
            {"encryption":{"content_key":{"algorithm":"http://www.w3.org/2001/04/xmlenc#aes256-cbc","encrypted_value":"/k8RpXqf4E2WEunCp76E8PjhS051NXwAXeTD1ioazYxCRGvHLAck/KQ3cCh5JxDmCK0nRLyAxs1X0aA3z55boQ=="},"profile":"http://readium.org/lcp/basic-profile","user_key":{"algorithm":"http://www.w3.org/2001/04/xmlenc#sha256","key_check":"jJEjUDipHK3OjGt6kFq7dcOLZuicQFUYwQ+TYkAIWKm6Xv6kpHFhF7LOkUK/Owww","text_hint":"Enter your email address"}},"id":"ef15e740-697f-11e3-949a-0800200c9a66","issued":"2013-11-04T01:08:15+01:00","links":[{"href":"https://www.imaginaryebookretailer.com/lcp/hint","rel":"hint","type":"text/html"}],"provider":"https://www.imaginaryebookretailer.com","updated":"2014-02-21T09:44:17+01:00","user":{"id":"d9f298a7-7f34-49e7-8aae-4378ecb1d597"}}
            """#)
    }

    func testMembersAreSortedByCodePointAtEveryLevel() throws {
        XCTAssertEqual(try canonical(#"{"b":{"z":1,"a":2},"a":[{"y":1,"x":2}],"é":0,"Z":0,"😀":0,"ｚ":0}"#),
                       #"{"Z":0,"a":[{"x":2,"y":1}],"b":{"a":2,"z":1},"é":0,"ｚ":0,"😀":0}"#)
    }

    func testStringsEscapeOnlyWhatJSONRequires() throws {
        XCTAssertEqual(try canonical(#"{"s":"a/b <&> \"q\" \\ é \u2028 \n\t\r\b\f \u0001\u001f"}"#),
                       "{\"s\":\"a/b <&> \\\"q\\\" \\\\ é \u{2028} \\n\\t\\r\\b\\f \\u0001\\u001F\"}")
    }

    func testNumbersKeepIntegersAndNormaliseFractions() throws {
        XCTAssertEqual(try canonical(#"{"a":2,"b":2.0,"c":-0,"d":1e3,"e":1.5,"f":0.001,"g":-123.456,"h":9007199254740993}"#),
                       #"{"a":2,"b":2,"c":0,"d":1000,"e":1.5E0,"f":1E-3,"g":-1.23456E2,"h":9007199254740993}"#)
    }

    func testLiteralsAndNesting() throws {
        XCTAssertEqual(try canonical(#"{ "t" : true , "f" : false , "n" : null , "e" : [ ] , "o" : { } }"#),
                       #"{"e":[],"f":false,"n":null,"o":{},"t":true}"#)
    }
}
