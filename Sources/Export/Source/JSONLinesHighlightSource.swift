import Foundation

/// A JSON Lines file used directly as the source of an export: its lines are imported into a private
/// temporary SQLite database (so the export streams from disk as from any database), which is removed
/// when the source is released. Lines that cannot be imported are kept in `rejected`.
public final class JSONLinesHighlightSource: HighlightSource {
    public let rejected: [HighlightImporter.Rejection]
    private let database: SQLiteHighlightSource
    private let folder: URL

    private init(database: SQLiteHighlightSource, folder: URL, rejected: [HighlightImporter.Rejection]) {
        self.database = database
        self.folder = folder
        self.rejected = rejected
    }

    /// Reads the JSON Lines file at `path`.
    public static func load(path: String) async throws -> JSONLinesHighlightSource {
        let file = URL(fileURLWithPath: path)
        guard let handle = FileHandle(forReadingAtPath: file.path) else {
            throw ExportError.unreadableSource(location: path, reason: "cannot open the file")
        }
        defer { try? handle.close() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            let database = try SQLiteHighlightSource(path: folder.appendingPathComponent("highlights.sqlite").path, create: true)
            try await database.migrate()
            let summary = try await HighlightImporter(store: database)
                .importLines(from: handle, folder: file.deletingLastPathComponent())
            return JSONLinesHighlightSource(database: database, folder: folder, rejected: summary.rejected)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    public func publications(changedAfter since: String?) async throws -> [PublicationRecord] {
        try await database.publications(changedAfter: since)
    }

    public func forEachHighlight(of publication: String, _ visit: (HighlightRecord) async throws -> Void) async throws {
        try await database.forEachHighlight(of: publication, visit)
    }

    public func forEachShelfEntry(_ visit: (ShelfEntry) async throws -> Void) async throws {
        try await database.forEachShelfEntry(visit)
    }

    public func latestChange() async throws -> String? {
        try await database.latestChange()
    }
}
