import JSON
import XCTest

final class JSONValueEncoderTests: XCTestCase {
    func testEncodingKeepsDeclarationOrderAndWritesNilAsNull() throws {
        struct Sample: Encodable {
            var zulu = 1
            var alpha: String? = nil
            var mike: [Int8] = [3]
            var nested = Inner()
        }
        struct Inner: Encodable {
            var yes = true
            var count: UInt16? = nil
        }
        XCTAssertEqual(JSONWriter().string(try JSONValueEncoder().encode(Sample())),
                       #"{"zulu":1,"alpha":null,"mike":[3],"nested":{"yes":true,"count":null}}"#)
    }

    func testIntegersStayExactAndNonFiniteDoublesBecomeNull() throws {
        struct Sample: Encodable {
            var big: UInt64 = 12_345_678_901_234_567_890
            var half = 0.5
            var whole = 3.0
            var infinite = Double.infinity
        }
        XCTAssertEqual(JSONWriter().string(try JSONValueEncoder().encode(Sample())),
                       #"{"big":12345678901234567890,"half":0.5,"whole":3,"infinite":null}"#)
    }
}
