import DecorEngine
import Export
import Foundation
import TestFixtures
import XCTest

/// A catalogue of highlights over the fixture books, imported into a fresh SQLite database in a temporary
/// folder, with helpers to run exports of it.
struct ExportFixture {
    let folder: URL
    let database: URL
    let output: URL

    /// Hostile text that every format must keep as text.
    static let hostileNote = "</p><script>alert(1)</script>\n---\ntitle: pwned\n# heading <img src=x onerror=alert(2)> =cmd|' /C calc'!A0"
    static let hostileTag = "\"><script>alert(3)</script>"

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-export-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = folder.appendingPathComponent("highlights.sqlite")
        output = folder.appendingPathComponent("out")
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The standard catalogue: quotes that resolve exactly, one re-anchored, one orphan, one deleted,
    /// across moby-dick (no page list) and childrens-literature (a page list and a nested table of contents).
    static func standardLines() -> [JSONValue] {
        let moby = Fixtures.epubURL("moby-dick.epub").path
        let children = Fixtures.epubURL("childrens-literature.epub").path
        return [
            ["id": "m1", "reader": "alice", "publication": .string(moby), "tint": "#FF0000", "note": .string(hostileNote),
             "tags": ["whales", .string(hostileTag)], "created": "2026-01-01T10:00:00Z",
             "locator": ["href": "OPS/chapter_001.xhtml", "type": "application/xhtml+xml",
                         "locations": ["cssSelector": "#c001s0001"], "text": ["highlight": "Call me Ishmael."]]],
            ["id": "m2", "reader": "alice", "publication": .string(moby), "updated": "2026-01-02T10:00:00Z",
             "selector": ["type": "TextQuoteSelector", "exact": "Circumambulate the city of a dreamy Sabbath afternoon"]],
            ["id": "m3", "reader": "bob", "publication": .string(moby), "updated": "2026-01-03T10:00:00Z",
             "locator": ["href": "/OPS/chapter_001.xhtml",
                         "locations": ["progression": 0.1],
                         "text": ["before": "Call me ", "highlight": "Ishmeal. Some years ago", "after": "—never mind"]]],
            ["id": "m4", "reader": "bob", "publication": .string(moby), "updated": "2026-01-03T10:00:00Z",
             "locator": ["href": "OPS/chapter_001.xhtml",
                         "text": ["highlight": "A sentence that Melville never wrote, anywhere in this chapter at all"]]],
            ["id": "m5", "reader": "carol", "publication": .string(moby), "deleted": "2026-01-04T10:00:00Z",
             "locator": ["href": "OPS/chapter_001.xhtml", "text": ["highlight": "Call me Ishmael."]]],
            ["id": "c1", "reader": "alice", "publication": .string(children), "tint": "blue", "updated": "2026-01-05T10:00:00Z",
             "locator": ["href": "EPUB/s04.xhtml", "text": ["highlight": "Great was the alarm in the palace of Rome"]]],
        ]
    }

    /// Writes JSON Lines (raw strings are written as they are, to test bad lines).
    func writeLines(_ lines: [Any], name: String = "highlights.jsonl") throws -> URL {
        let url = folder.appendingPathComponent(name)
        let text = lines.map { line in
            if let raw = line as? String { return raw }
            return JSONWriter().string(line as! JSONValue)
        }.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Creates the database and imports `lines` into it.
    @discardableResult
    func importLines(_ lines: [Any]) async throws -> HighlightImporter.Summary {
        let file = try writeLines(lines)
        let store = try SQLiteHighlightSource(path: database.path, create: true)
        try await store.migrate()
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        return try await HighlightImporter(store: store).importLines(from: handle, folder: folder)
    }

    /// An export of the database into `output` (or `into`).
    func run(into output: URL? = nil, formats: String = "md,html,json,calibre,readwise", shard: ShardAssignment = .whole,
             since: String? = nil, resume: Bool = false, source: (any HighlightSource)? = nil,
             templates: [String] = [], referenceLayout: ReferenceLayout? = .standard) async throws -> ExportReport {
        var run = ExportRun(source: try source ?? SQLiteHighlightSource(path: database.path),
                            access: PublicationAccess(opener: PublicationOpener()),
                            output: ExportOutputFolder(root: output ?? self.output),
                            writers: try TemplateExportWriter.applying(templates, to: try ExportFormats.writers(named: formats)),
                            sourceDescription: "fixture")
        run.shard = shard
        run.since = since
        run.resume = resume
        run.referenceLayout = referenceLayout
        return try await run.run()
    }

    /// Every file under `root` (relative path → bytes), the run's own bookkeeping left out.
    static func files(under root: URL, includingBookkeeping: Bool = false) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard !url.hasDirectoryPath, includingBookkeeping || !(path.hasPrefix(".decor-export") || path.hasPrefix("report")) else { continue }
            files[path] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }
}
