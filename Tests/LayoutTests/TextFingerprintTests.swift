import XCTest
@testable import Layout

/// Texts are keys by their content, wherever they are sliced from, and keep their place in a table that
/// grows (its keys hashed again from the fingerprint they keep).
final class TextFingerprintTests: XCTestCase {
    func testEqualTextsAreEqualKeysWhereverTheyAreSliced() {
        let sentence = Array("xx whale yy".utf16)
        let word = Array("whale".utf16)
        let sliced = FingerprintedText(text: sentence[3..<8])
        XCTAssertEqual(sliced, FingerprintedText(text: word[...]))
        XCTAssertEqual(sliced.hashValue, FingerprintedText(text: word[...]).hashValue)
        XCTAssertNotEqual(sliced, FingerprintedText(text: Array("whalf".utf16)[...]))
        XCTAssertNotEqual(sliced, FingerprintedText(text: sentence[3..<7]))
    }

    func testKeysAreFoundAfterTheTableGrows() {
        var table: [FingerprintedText: Int] = [:]
        for number in 0..<5_000 { table[FingerprintedText(text: Array("run \(number)".utf16)[...])] = number }
        XCTAssertEqual(table.count, 5_000)
        XCTAssertEqual(table[FingerprintedText(text: Array("xx run 4321".utf16)[3...])], 4_321)
    }
}
