import Foundation
import XCTest
@testable import Layout

/// The string edits layout makes without Foundation's string bridge give Foundation's answers.
final class FoundationFreeStringTests: XCTestCase {
    func testTrimmingWhitespaceTrimsWhatFoundationsWhitespacesHolds() {
        let texts = [
            "", " ", "\t\t", "plain", "  both ends  ", "\ttabbed\t", "\u{A0}no-break\u{A0}", "\u{3000}ideographic\u{3000}",
            "\u{2003}em\u{2009}thin\u{2003}", "\nnewlines stay\n", " \r\n ", "inner  spaces kept", " \u{301}mark after space",
            "\u{200B}zero width\u{200B}", "\u{FEFF}bom", " 😀 ", "\u{1680}ogham\u{202F}", "\u{85}next line\u{85}",
        ]
        for text in texts {
            XCTAssertEqual(text.trimmingWhitespace(), text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            let inner = text.dropFirst(0)
            XCTAssertEqual(inner.trimmingWhitespace(), inner.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
        }
    }

    func testFoundationWhitespaceIsFoundationsSetForEveryBMPScalar() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            XCTAssertEqual(scalar.isFoundationWhitespace, CharacterSet.whitespaces.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }

    func testPercentDecodingDecodesAndRefusesAsFoundationDoes() {
        let texts = [
            "", "plain.css", "a%20b.css", "%E6%BC%A2%E5%AD%97.css", "%e6%bc%a2", "100%", "%", "%2", "%zz", "%2G",
            "a%2", "%C3%28", "%FF", "%ED%A0%80", "%00nul", "%25literal%2525", "ümlaut%20raw", "%F0%9F%98%80",
        ]
        for text in texts {
            XCTAssertEqual(text.percentDecoded, text.removingPercentEncoding, "\(text.debugDescription)")
        }
    }

    /// Foundation's character sets stop at an older Unicode version than the standard library's: the
    /// letters and marks Unicode 16 added are allowed now, and left out of the comparison.
    func testReadiumSettingValuesAllowWhatTheyAllowedWithFoundation() {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: " .,%-_'\"#()"))
        for value in stride(from: UInt32(0x21), through: 0xFFFF, by: 1) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if let age = scalar.properties.age, age.major >= 16 { continue }
            let accepted = (try? ReadiumSetting(parsing: "fontFamily=a\(Character(scalar))b")) != nil
            XCTAssertEqual(accepted, allowed.contains(scalar), "U+\(String(value, radix: 16))")
        }
    }
}
