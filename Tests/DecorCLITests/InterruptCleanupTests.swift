import Foundation
import TestFixtures
import XCTest

/// Interrupting `decor` leaves nothing behind: no temporary folder, no browser.
final class InterruptCleanupTests: XCTestCase {
    func testSIGINTRemovesTheBrowserProfileAndKillsTheBrowser() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("decor-interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let chapter = try Fixtures.extract("OPS/chapter_001.xhtml", from: "moby-dick.epub")
        let ranges = scratch.appendingPathComponent("ranges.json")
        try Data(#"[{"id": "a", "quote": {"highlight": "Call me Ishmael"}}]"#.utf8).write(to: ranges)
        let temporary = scratch.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = DecorProcess.executable
        process.arguments = ["layout", chapter.path, "--ranges", ranges.path, "--engine", "browser",
                             "--viewport", "600x800", "--viewport", "800x600", "--viewport", "1024x768"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait for the browser's private profile folder to appear, then interrupt.
        let deadline = Date().addingTimeInterval(30)
        var profile: String?
        while profile == nil, Date() < deadline, process.isRunning {
            profile = try FileManager.default.contentsOfDirectory(atPath: temporary.path).first { $0.hasPrefix("decor-chromium-") }
            usleep(20_000)
        }
        let name = try XCTUnwrap(profile, "the browser was started in a private temporary folder")
        let attributes = try FileManager.default.attributesOfItem(atPath: temporary.appendingPathComponent(name).path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 128 + SIGINT)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
        usleep(200_000)
        XCTAssertTrue(Self.processes(mentioning: name).isEmpty, "no browser process is left running")
    }

    private static func processes(mentioning text: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }.filter { pid in
            guard let line = try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline")),
                  let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  !status.contains(") Z ") else { return false }
            return String(decoding: line, as: UTF8.self).contains(text)
        }
    }
}
