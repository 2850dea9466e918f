@testable import ProtectedLoader
import XCTest

final class InvalidatingContainerTests: XCTestCase {
    /// A package rewritten in place (same inode, every entry moved, as when a renewed license is written
    /// back) is read again instead of through the stale central directory.
    func testAPackageRewrittenUnderAnOpenPublicationIsReopened() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("decor-rewrite-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Fixtures.url("epub/moby-dick.epub"), to: copy)
        let publication = try PublicationOpener().open(path: copy.path)
        let chapter = try publication.resource(href: "OPS/chapter_001.xhtml")
        let before = try chapter.read()

        try rewriteInPlace(copy, prependingEntryOf: 100_000)
        XCTAssertEqual(try chapter.read(), before)
        XCTAssertEqual(try publication.resource(href: "OPS/chapter_002.xhtml").read(),
                       try PublicationOpener().open(path: Fixtures.path("epub/moby-dick.epub"))
                           .resource(href: "OPS/chapter_002.xhtml").read())
        XCTAssertTrue(publication.paths.contains("META-INF/renewed.txt"))
    }

    /// Writes a new archive with a leading entry of `size` bytes and every original entry after it, into the
    /// same file (truncated, not replaced), so that every offset moves.
    private func rewriteInPlace(_ url: URL, prependingEntryOf size: Int) throws {
        let script = """
        import io, sys, zipfile
        path, size = sys.argv[1], int(sys.argv[2])
        source = zipfile.ZipFile(path)
        entries = [(info, source.read(info)) for info in source.infolist()]
        source.close()
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as target:
            target.writestr(entries[0][0], entries[0][1])
            target.writestr("META-INF/renewed.txt", "x" * size, compress_type=zipfile.ZIP_STORED)
            for info, data in entries[1:]:
                target.writestr(info, data)
        with open(path, "r+b") as handle:
            handle.seek(0)
            handle.write(buffer.getvalue())
            handle.truncate()
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, url.path, String(size)]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
