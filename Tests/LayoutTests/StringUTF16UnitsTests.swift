import XCTest
@testable import Layout

/// UTF-16 units read back into text as the standard library's decoding reads them, lone surrogates
/// included.
final class StringUTF16UnitsTests: XCTestCase {
    func testTextReadsAsTheStandardDecodingReadsIt() {
        let texts: [[UInt16]] = [
            [], Array("plain ASCII".utf16), Array("naïve ∑ x² 𝑥 — 漢字 😀".utf16),
            [0xD835], [0xDC00, 0x61], [0x61, 0xD835, 0x62], [0xD835, 0xD835, 0xDC65], [0xFFFF, 0x0],
        ]
        for units in texts {
            XCTAssertEqual(String(utf16Units: units), String(decoding: units, as: UTF16.self), "\(units)")
            XCTAssertEqual(String(utf16Units: units[...]), String(decoding: units, as: UTF16.self))
        }
    }

    func testALoneSurrogateIsAReplacementCharacter() {
        XCTAssertEqual(String(utf16Units: [0x61, 0xDC00, 0x62]), "a\u{FFFD}b")
    }
}
