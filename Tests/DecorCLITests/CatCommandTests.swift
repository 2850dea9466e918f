import Foundation
import XCTest

final class CatCommandTests: XCTestCase {
    func testWritesTheResourceBytes() throws {
        let outcome = try DecorProcess.run(["cat", DecorProcess.fixture("epub/moby-dick.epub"), "OPS/chapter_001.xhtml"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout, try unzip("epub/moby-dick.epub", "OPS/chapter_001.xhtml"))
    }

    func testAcceptsReadium2HrefsAndNonASCIINames() throws {
        let book = DecorProcess.fixture("epub/kusamakura-japanese-vertical-writing-nomo.epub")
        let outcome = try DecorProcess.run(["cat", book, "/OPS/xhtml/四.xhtml"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout, try unzip("epub/kusamakura-japanese-vertical-writing-nomo.epub", "OPS/xhtml/四.xhtml"))
    }

    func testDeobfuscatesFonts() throws {
        let outcome = try DecorProcess.run(["cat", DecorProcess.fixture("epub/wasteland-otf-obf.epub"), "EPUB/OldStandard-Bold.obf.otf"])
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        XCTAssertEqual(outcome.stdout.prefix(4), Data("OTTO".utf8))
    }

    func testAnUnknownHrefIsAnInputErrorOnStderr() throws {
        let outcome = try DecorProcess.run(["cat", DecorProcess.fixture("epub/moby-dick.epub"), "OPS/nothing.xhtml"])
        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.stdout.isEmpty)
        XCTAssertTrue(outcome.stderr.contains("OPS/nothing.xhtml"), outcome.stderr)
    }

    private func unzip(_ archive: String, _ entry: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = ["-p", DecorProcess.fixture(archive), entry]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}
