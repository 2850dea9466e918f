@testable import Export
import XCTest

/// Tags as Obsidian and Logseq accept them: the ASCII path by bytes gives what the path by characters gives.
final class MarkdownTagTests: XCTestCase {
    func testTagsKeepLettersDigitsUnderscoresAndSlashesAndJoinOtherRunsWithADash() {
        XCTAssertEqual(MarkdownExportWriter.tag("to read / later"), "to-read-/-later")
        XCTAssertEqual(MarkdownExportWriter.tag("  #Whale, white!  "), "Whale-white")
        XCTAssertEqual(MarkdownExportWriter.tag("project_x/ch-1\r\nnext"), "project_x/ch-1-next")
        XCTAssertEqual(MarkdownExportWriter.tag("草枕 notes"), "草枕-notes")
        XCTAssertEqual(MarkdownExportWriter.tag("---"), "")
    }

    func testTheASCIIPathGivesWhatThePathByCharactersGives() {
        let alphabet = Array("aZ09_/- \t\r\n#.,!?%é".utf8.filter { $0 < 0x80 })
        var state: UInt64 = 3
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...16)).map { _ -> UInt8 in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return alphabet[Int(state >> 33) % alphabet.count]
            }
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertEqual(MarkdownExportWriter.tag(text), MarkdownExportWriter.characterTag(text), "\(bytes)")
        }
    }
}
