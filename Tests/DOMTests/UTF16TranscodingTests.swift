@testable import DOM
import Foundation
import XCTest

/// decor's UTF-16 to UTF-8 transcoding gives the standard library's text for any code units, lone
/// surrogates included.
final class UTF16TranscodingTests: XCTestCase {
    private func transcoded(_ units: [UInt16]) -> String {
        units.withUnsafeBufferPointer(String.init(transcodingUTF16:))
    }

    func testEveryKindOfCodeUnitGivesTheStandardLibrarysText() {
        let samples: [[UInt16]] = [
            [], Array("Call me Ishmael.".utf16), Array("“Whale” — Æsop’s café, 草枕, 😀 and 𝒜".utf16),
            [0xD83D], [0xDE00], [0x41, 0xD83D, 0x42], [0xDE00, 0xD83D], [0xD83D, 0xD83D, 0xDE00], [0x7F, 0x80, 0x7FF, 0x800, 0xFFFF],
        ]
        for units in samples {
            XCTAssertEqual(transcoded(units), String(decoding: units, as: UTF16.self), "\(units)")
        }
        // Units drawn around every boundary where the encoding changes, surrogates of both halves among them.
        let interesting: [UInt16] = [0x00, 0x41, 0x7F, 0x80, 0x7FF, 0x800, 0x2019, 0xD7FF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000, 0xFFFD, 0xFFFF]
        var state: UInt64 = 7
        for _ in 0..<2_000 {
            let units = (0..<Int.random(in: 0...12)).map { _ -> UInt16 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return interesting[Int(state >> 33) % interesting.count]
            }
            XCTAssertEqual(transcoded(units), String(decoding: units, as: UTF16.self), "\(units)")
        }
    }

    func testADocumentsSubstringIsItsTextBetweenTheOffsets() throws {
        let document = try Document.parse(Data("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>“It’s 草枕 😀,” she said.</p></body></html>".utf8), name: "t.xhtml")
        let text = document.text
        let whole = String(decoding: text.utf16, as: UTF16.self)
        XCTAssertEqual(text.substring(0..<text.length), whole)
        XCTAssertEqual(text.substring(1..<5), "It’s")
        XCTAssertEqual(text.substring(6..<11), "草枕 😀")
        // Offsets that split the emoji's surrogate pair give U+FFFD, as the standard library does.
        XCTAssertEqual(text.substring(9..<10), "\u{FFFD}")
    }
}
