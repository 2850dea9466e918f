import Foundation
import XCTest

/// Every command on hostile input, run under `prlimit` with bounded address space and CPU time: each must
/// end with a contract exit code (0 to 3) and its own error message naming the input, never with a signal
/// (a trap, an allocation over the address-space bound, the CPU limit reached) or a Swift fatal error.
final class ResourceLimitTests: XCTestCase {
    /// Generous for a debug build on a shared machine, small next to what an unbounded bomb or a runaway
    /// loop would take.
    private static let launcher = ["/usr/bin/prlimit", "--as=\(3 << 30)", "--cpu=120"]

    private var inputs: HostileInputs!

    override func setUpWithError() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: Self.launcher[0]), "prlimit (util-linux) is not installed")
        inputs = HostileInputs(folder: try ScratchFolder("decor-hostile"))
    }

    override func tearDownWithError() throws {
        try inputs?.folder.remove()
    }

    private func out(_ name: String) -> String { inputs.folder.path(name) }

    /// Runs `decor arguments` under the limits and checks that it ended cleanly with one of `expected`;
    /// a failure must name `input` (a file name or href) on stdout or stderr.
    private func check(_ arguments: [String], expected: Set<Int32>, naming input: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let started = Date()
        let outcome = try DecorProcess.run(arguments, launcher: Self.launcher)
        let label = arguments.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " ")
        let output = outcome.stdoutText + outcome.stderr
        XCTAssertFalse(outcome.wasSignalled, "\(label): killed by signal \(outcome.status)\n\(outcome.stderr.suffix(2000))",
                       file: file, line: line)
        XCTAssertFalse(outcome.stderr.contains("Fatal error"), "\(label): \(outcome.stderr.suffix(2000))", file: file, line: line)
        XCTAssertTrue(expected.contains(outcome.status), "\(label): exit \(outcome.status), expected \(expected.sorted())\n\(output.suffix(2000))",
                      file: file, line: line)
        if outcome.status != 0 {
            XCTAssertTrue(output.contains(input), "\(label): the error does not name \(input)\n\(output.suffix(2000))", file: file, line: line)
        }
        print("\(label): exit \(outcome.status) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
    }

    func testZipBombs() throws {
        let small = try DecorProcess.run(["cat", try inputs.smallBomb(), "OPS/c.xhtml"], launcher: Self.launcher)
        XCTAssertEqual(small.status, 0, small.stderr)
        XCTAssertEqual(small.stdout, Data(count: 1 << 20), "the bomb's stream inflates to zeros")
        let honest = try inputs.honestBomb()
        try check(["info", honest], expected: [0], naming: "honest-bomb.epub")
        try check(["cat", honest, "OPS/c.xhtml"], expected: [2], naming: "OPS/c.xhtml")
        try check(["locate", honest, "--href", "OPS/c.xhtml", "--cfi", "/4/2"], expected: [2], naming: "OPS/c.xhtml")
        // render reports a resource it cannot read in report.json and goes on with the others.
        try check(["render", honest, "--decorations", try inputs.decorations(), "--out", out("honest-render")],
                  expected: [0, 2], naming: "OPS/c.xhtml")
        try check(["snapshot", honest, "--href", "OPS/c.xhtml", "--decorations", try inputs.decorations(), "--out", out("honest-snapshot")],
                  expected: [2], naming: "OPS/c.xhtml")
        let lying = try inputs.lyingBomb()
        try check(["info", lying], expected: [2], naming: "lying-bomb.epub")
        try check(["cat", lying, "OPS/package.opf"], expected: [2], naming: "OPS/package.opf")
        try check(["render", lying, "--decorations", try inputs.decorations(), "--out", out("lying-render")],
                  expected: [2], naming: "lying-bomb.epub")
    }

    func testNamesThatLeaveTheContainer() throws {
        let traversal = try inputs.traversal()
        try check(["info", traversal], expected: [2], naming: "traversal.epub")
        try check(["cat", traversal, "OPS/c.xhtml"], expected: [2], naming: "traversal.epub")
        try check(["render", traversal, "--decorations", try inputs.decorations(), "--out", out("traversal-render")],
                  expected: [2], naming: "traversal.epub")
        let plain = try inputs.epub("plain.epub", chapterHref: "../../../../etc/passwd")
        for href in ["../../../../etc/passwd", "/../evil.xhtml", "OPS/../../evil.xhtml"] {
            try check(["cat", plain, href], expected: [2], naming: String(href.split(separator: "/").last!))
        }
        try check(["render", plain, "--decorations", try inputs.decorations(), "--out", out("plain-render")],
                  expected: [0, 2], naming: "passwd")
        XCTAssertFalse(FileManager.default.fileExists(atPath: inputs.folder.url.deletingLastPathComponent().appendingPathComponent("evil.xhtml").path))
    }

    func testHostileDocuments() throws {
        let ranges = try inputs.ranges()
        let decorations = try inputs.decorations()
        for document in [try inputs.billionLaughs(), try inputs.deepNesting(), try inputs.manyAttributes()] {
            let name = URL(fileURLWithPath: document).lastPathComponent
            try check(["locate", document, "--cfi", "/4/2"], expected: [0, 2], naming: name)
            try check(["locate", document, "--selector", #"{"type":"TextQuoteSelector","exact":"Ishmael"}"#], expected: [0, 2], naming: name)
            try check(["layout", document, "--ranges", ranges], expected: [0, 2], naming: name)
            try check(["snapshot", document, "--decorations", decorations, "--out", out("snapshot-\(name)")],
                      expected: [0, 2], naming: name)
        }
    }

    func testHostileDecorationsFiles() throws {
        let deep = try inputs.deepDecorations()
        let hostile = try inputs.hostileDecorations()
        let publication = try inputs.epub("plain.epub")
        try check(["diff", deep, hostile], expected: [2], naming: "deep-decorations.json")
        try check(["diff", hostile, hostile], expected: [0, 2], naming: "hostile-decorations.json")
        try check(["render", publication, "--decorations", deep, "--out", out("deep-render")], expected: [2], naming: "deep-decorations.json")
        try check(["render", publication, "--decorations", hostile, "--out", out("hostile-render")],
                  expected: [0, 2], naming: "hostile-decorations.json")
        try check(["snapshot", publication, "--href", "OPS/c.xhtml", "--decorations", hostile, "--out", out("hostile-snapshot")],
                  expected: [0, 2], naming: "hostile-decorations.json")
        for rendered in (FileManager.default.enumerator(atPath: out("hostile-render"))?.allObjects as? [String] ?? [])
        where rendered.hasSuffix(".xhtml") {
            let text = try String(contentsOfFile: out("hostile-render") + "/" + rendered, encoding: .utf8)
            XCTAssertFalse(text.contains("<script>alert(1)"), "\(rendered) carries the decorations file's script")
        }
    }
}
