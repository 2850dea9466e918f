/// The highlights database decor creates and reads, in SQLite and PostgreSQL alike (README, "decor export").
///
/// Timestamps are ISO 8601 text in UTC with milliseconds (`ExportTimestamp`), so they sort and compare as
/// text in both databases and export the same bytes. Exactly one of `locator`, `selector` and `cfi` is set.
/// A deleted highlight keeps its row with `deleted_at` (and `updated_at` at least as late), so an
/// incremental export sees the deletion.
public enum HighlightSchema {
    /// The schema's version; a database at an older one is migrated by `migrations`.
    public static let version = 1

    /// The statements that bring a database from version `index` to `index + 1`.
    static let migrations: [[String]] = [
        [
            """
            CREATE TABLE publications (
                id TEXT PRIMARY KEY,
                location TEXT NOT NULL,
                credentials_ref TEXT
            )
            """,
            """
            CREATE TABLE highlights (
                id TEXT PRIMARY KEY,
                reader_id TEXT NOT NULL,
                publication_id TEXT NOT NULL REFERENCES publications(id),
                locator TEXT,
                selector TEXT,
                href TEXT, -- the chapter of a selector or partial CFI, when known
                cfi TEXT,
                style TEXT,
                tint TEXT,
                note TEXT,
                tags TEXT NOT NULL DEFAULT '[]',
                created_at TEXT,
                updated_at TEXT NOT NULL,
                deleted_at TEXT,
                CHECK ((CASE WHEN locator IS NULL THEN 0 ELSE 1 END) + (CASE WHEN selector IS NULL THEN 0 ELSE 1 END)
                       + (CASE WHEN cfi IS NULL THEN 0 ELSE 1 END) = 1)
            )
            """,
            "CREATE INDEX highlights_by_publication ON highlights (publication_id, reader_id, id)",
            "CREATE INDEX highlights_by_reader ON highlights (reader_id, publication_id)",
            "CREATE INDEX highlights_by_update ON highlights (updated_at)",
        ],
    ]

    /// The highlight columns in the order the sources select them (`HighlightRow` reads them by position).
    static let highlightColumns = """
        id, reader_id, publication_id, locator, selector, href, cfi, style, tint, note, tags, \
        created_at, updated_at, deleted_at
        """

    /// The columns of a reader × publication shelf entry, grouped by reader_id and publication_id.
    static let shelfColumns = """
        reader_id, publication_id, SUM(CASE WHEN deleted_at IS NULL THEN 1 ELSE 0 END), MAX(updated_at)
        """

    /// How many rows a source reads at a time: large enough to be fast, small enough to keep memory flat.
    static let pageSize = 2000
}
