import Foundation

/// A file used directly as the source of an export, JSON Lines or a W3C Web Annotation collection (told
/// apart by content): its highlights are imported into a private temporary SQLite database (so the export
/// streams from disk as from any database), which is removed when the source is released. Lines or
/// annotations that cannot be imported are kept in `rejected`.
public final class HighlightFileSource: HighlightSource {
    public let rejected: [HighlightImporter.Rejection]
    private let database: SQLiteHighlightSource
    private let folder: URL

    private init(database: SQLiteHighlightSource, folder: URL, rejected: [HighlightImporter.Rejection]) {
        self.database = database
        self.folder = folder
        self.rejected = rejected
    }

    /// Reads the JSON Lines or Web Annotation file at `path`.
    public static func load(path: String) async throws -> HighlightFileSource {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-export-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do {
            let database = try SQLiteHighlightSource(path: folder.appendingPathComponent("highlights.sqlite").path, create: true)
            try await database.migrate()
            let summary = try await HighlightImporter(store: database).importFile(at: path)
            return HighlightFileSource(database: database, folder: folder, rejected: summary.rejected)
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
