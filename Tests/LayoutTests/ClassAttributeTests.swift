import XCTest
@testable import Layout

/// Class names are split at spaces, tabs and newlines, as splitting by characters splits them, on the
/// byte path for ASCII and on the character path otherwise.
final class ClassAttributeTests: XCTestCase {
    private func names(_ value: String) -> [String] { ClassAttribute.names(in: value).map(String.init) }

    private func byCharacters(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }

    func testASCIINamesAreSplitAtWhiteSpace() {
        XCTAssertEqual(names("a  b\tc\nd "), ["a", "b", "c", "d"])
        XCTAssertEqual(names(""), [])
        XCTAssertEqual(names("   "), [])
        XCTAssertEqual(names("one"), ["one"])
    }

    func testEveryPathSplitsAsCharactersDo() {
        for value in ["x\r\ny", "a\rb", "é b", "a \u{301}b", "naïve  café\tx", "α\u{3000}β", " \u{301}", "a\r\n"] {
            XCTAssertEqual(names(value), byCharacters(value), value.debugDescription)
        }
    }
}
