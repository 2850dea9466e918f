import Foundation
import XCTest

/// `decor layout` and `decor snapshot` on documents whose lengths overflow (`1e308px`, 36 digits): clean
/// JSON and exit 0 in both page models, never a trap (SIGILL) where a Double becomes an Int.
final class HostileLengthCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-hostile-lengths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// One paragraph per property, each with the value, so that one run covers them all.
    private func document(value: String) throws -> URL {
        let properties = ["font-size", "line-height", "margin-top", "margin-left", "padding-top", "padding-left", "padding-bottom"]
        let rules = properties.enumerated().map { "#p\($0.offset) { \($0.element): \(value); }" }.joined(separator: "\n")
        let paragraphs = properties.indices.map { "<p id='p\($0)'>Paragraph \($0) of hostile lengths.</p>" }.joined()
        let url = folder.appendingPathComponent("hostile-\(value.count).xhtml")
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title><style>\(rules)</style></head>\
            <body>\(paragraphs)</body></html>
            """.utf8).write(to: url)
        return url
    }

    func testLayoutAndSnapshotStayCleanOnOverflowingLengths() throws {
        let ranges = folder.appendingPathComponent("ranges.json")
        try Data(#"[{"id": "a", "chars": [0, 9]}, {"id": "b", "chars": [40, 120]}]"#.utf8).write(to: ranges)
        let decorations = folder.appendingPathComponent("decorations.json")
        try Data(##"{"groups": {"g": [{"id": "d", "locator": {"href": "x", "text": {"highlight": "Paragraph 3"}}, "style": {"type": "highlight", "tint": "#FF0"}}]}}"##.utf8)
            .write(to: decorations)
        for value in ["1e308px", "123456789012345678901234567890123456px"] {
            let document = try document(value: value)
            for mode in ["scroll", "paginate"] {
                let context = "\(value) in \(mode)"
                let layout = try DecorProcess.run(["layout", document.path, "--ranges", ranges.path, "--mode", mode])
                XCTAssertEqual(layout.status, 0, "\(context): \(layout.stderr)")
                let layouts = try XCTUnwrap(try layout.json()["layouts"] as? [[String: Any]], context)
                XCTAssertEqual((layouts.first?["ranges"] as? [Any])?.count, 2, context)

                let out = folder.appendingPathComponent("out-\(value.count)-\(mode)")
                let snapshot = try DecorProcess.run(["snapshot", document.path, "--decorations", decorations.path, "--out", out.path,
                                                     "--mode", mode, "--page", "1"])
                XCTAssertEqual(snapshot.status, 0, "\(context): \(snapshot.stderr)")
                XCTAssertEqual((try snapshot.json()["decorations"] as? [String: Int])?["drawn"], 1, context)
                XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("page-0001.svg").path), context)
            }
        }
    }
}
