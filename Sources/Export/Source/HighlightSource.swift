/// Where highlights come from (SQLite, PostgreSQL, JSON Lines). Highlights are streamed one publication at
/// a time, in a stable order, so an export never holds more than one reader's highlights of one book.
public protocol HighlightSource: Sendable {
    /// Every publication that has highlights (only those with a highlight updated or deleted after
    /// `since`, when given), ordered by id (byte order).
    func publications(changedAfter since: String?) async throws -> [PublicationRecord]

    /// Calls `visit` with every highlight of `publication`, deleted ones included, ordered by reader then
    /// id (byte order), so that each reader's highlights arrive together.
    func forEachHighlight(of publication: String, _ visit: (HighlightRecord) async throws -> Void) async throws

    /// Calls `visit` with every reader × publication pair that has highlights (live or deleted), ordered
    /// by reader then publication (byte order): what the per-reader indexes list.
    func forEachShelfEntry(_ visit: (ShelfEntry) async throws -> Void) async throws

    /// The latest update (or deletion) time in the source: the watermark of a completed run.
    func latestChange() async throws -> String?
}

/// One line of a reader's index: how many live highlights the reader has in a publication, and when
/// they last changed (so an incremental run rewrites only the indexes of readers with changes).
public struct ShelfEntry: Sendable, Equatable {
    public var reader: String
    public var publication: String
    public var highlights: Int
    public var latestChange: String

    public init(reader: String, publication: String, highlights: Int, latestChange: String) {
        self.reader = reader
        self.publication = publication
        self.highlights = highlights
        self.latestChange = latestChange
    }
}

/// Where imported highlights go: a source that can also be written (SQLite, PostgreSQL).
public protocol HighlightStore: HighlightSource {
    /// Creates the schema, or migrates an older one to the current version.
    func migrate() async throws
    /// Adds or updates publications and highlights (by id) in one transaction.
    func upsert(publications: [PublicationRecord], highlights: [HighlightRecord]) async throws
}
