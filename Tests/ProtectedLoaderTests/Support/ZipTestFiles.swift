import Foundation
import XCTest
@testable import ProtectedLoader

/// Fixture files and scratch folders for the ZIP tests.
enum ZipTestFiles {
    static func fixture(_ relative: String) -> URL { Fixtures.url(relative) }

    static func fixtureData(_ relative: String) throws -> Data { try Fixtures.data(relative) }

    /// Every ZIP package among the fixtures: the EPUBs of `epub/` and the LCP-protected EPUBs, PDFs and
    /// audiobooks of `protection/`.
    static func packageFixtures() throws -> [URL] {
        let protected = [
            "r2-streamer-js/wasteland-otf-obf_LCP_dan.epub",
            "swift-toolkit/Tests_Publications_Publications_daisy.lcpdf",
            "swift-toolkit/Tests_StreamerTests_Fixtures_audiotest.lcpa",
            "swift-toolkit/Tests_SharedTests_Fixtures_Format_epub-lcp.unknown",
            "swift-toolkit/Tests_SharedTests_Fixtures_Format_divina-lcp.unknown",
        ].map { fixture("protection/\($0)") }
        let epubs = try FileManager.default.contentsOfDirectory(at: fixture("epub"), includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "epub" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        return epubs + protected
    }

    /// The lines libzip's regression test `test` expects on stdout. Its runner compares output line by
    /// line, so the newline closing the inline block is not part of the content.
    static func libzipExpectedLines(_ test: String) throws -> [String] {
        let script = String(decoding: try fixtureData("protection/libzip/\(test)"), as: UTF8.self)
        guard let body = script.range(of: "stdout\n")?.upperBound,
              let end = script.range(of: "end-of-inline-data", range: body..<script.endIndex)?.lowerBound else {
            throw ZipTestTool.Failure(description: "\(test) has no stdout block")
        }
        return lines(Data(script[body..<end].utf8))
    }

    /// `data` as UTF-8 lines, without the empty line after a final newline.
    static func lines(_ data: Data) -> [String] {
        let text = String(decoding: data, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast(text.hasSuffix("\n") ? 1 : 0).map(String.init)
    }

    /// Where the stored (compressed, encrypted) bytes of `entry` lie in `archive`, found from its local header.
    static func payloadRange(of entry: ZipEntry, in archive: Data) throws -> Range<Int> {
        let header = Int(entry.localHeaderOffset)
        let localHeader = archive.subdata(in: header..<header + ZipLocalHeader.fixedLength)
        let start = header + (try ZipLocalHeader.dataStart(in: localHeader, entry: entry, archive: "test"))
        return start..<start + Int(entry.compressedSize)
    }

    /// A fresh empty folder, removed when the test ends.
    static func scratchFolder(for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("decor-zip-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}

/// Runs the archivers and Python used to make test archives at test time (Info-ZIP `zip`, 7-Zip, python3).
enum ZipTestTool {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The standard output of `tool` (looked up on PATH), which must exit with status 0.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let command = ([tool] + arguments).joined(separator: " ")
            throw Failure(description: "\(command) exited with \(process.terminationStatus): "
                + String(decoding: stderr, as: UTF8.self))
        }
        return stdout
    }

    /// The standard output of a python3 `script`, which reads its arguments from `sys.argv[1:]`.
    @discardableResult
    static func python(_ script: String, _ arguments: [String] = [], in directory: URL? = nil) throws -> Data {
        try run("python3", ["-c", script] + arguments, in: directory)
    }

    /// Raw DEFLATE (no zlib header) of `data`, as ZIP stores it, made by Python's zlib.
    static func deflate(_ data: Data, scratch: URL) throws -> Data {
        let input = scratch.appendingPathComponent("deflate-input-\(UUID().uuidString)")
        try data.write(to: input)
        return try python("""
            import sys, zlib
            c = zlib.compressobj(9, zlib.DEFLATED, -15)
            sys.stdout.buffer.write(c.compress(open(sys.argv[1], 'rb').read()) + c.flush())
            """, [input.path])
    }

    /// Raw DEFLATE of `count` zero bytes, produced without holding them all in memory.
    static func deflateZeros(count: Int) throws -> Data {
        try python("""
            import sys, zlib
            c = zlib.compressobj(9, zlib.DEFLATED, -15)
            left, block, out = int(sys.argv[1]), bytes(1 << 20), []
            while left > 0:
                out.append(c.compress(block[:min(left, len(block))])); left -= len(block)
            sys.stdout.buffer.write(b''.join(out) + c.flush())
            """, [String(count)])
    }
}
