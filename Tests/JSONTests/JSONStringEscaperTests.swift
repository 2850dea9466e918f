import JSON
import XCTest

final class JSONStringEscaperTests: XCTestCase {
    private func quoted(_ text: String, _ escaper: JSONStringEscaper) -> String {
        var output = ""
        escaper.appendQuoted(text, to: &output)
        return output
    }

    func testRequiredEscapesAlways() {
        XCTAssertEqual(quoted("a\"b\\c\nd\re\tf/é", JSONStringEscaper()), #""a\"b\\c\nd\re\tf/é""#)
        XCTAssertEqual(quoted("plain text", JSONStringEscaper()), #""plain text""#)
    }

    func testOptionalEscapes() {
        let controls = "\u{08}\u{0C}\u{1F}"
        XCTAssertEqual(quoted(controls, JSONStringEscaper()), #""\u0008\u000c\u001f""#)
        XCTAssertEqual(quoted(controls, JSONStringEscaper(shortControlEscapes: true, uppercaseHex: true)), #""\b\f\u001F""#)
        XCTAssertEqual(quoted("<&>\u{2028}\u{2029}€", JSONStringEscaper(htmlSafe: true)), #""\u003c\u0026\u003e\u2028\u2029€""#)
        XCTAssertEqual(quoted("<&>€", JSONStringEscaper()), #""<&>€""#)
    }
}
