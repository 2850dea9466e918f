/// What a run tells its progress display (a bar on a terminal, or `--progress jsonl` lines).
public enum ExportEvent: Sendable {
    /// The run has `publications` books to work on (after sharding and `--since`).
    case started(publications: Int)
    /// A book is done: `done` of `total`, with the live highlights handled so far.
    case publicationFinished(publication: String, done: Int, total: Int, highlights: Int)
    /// Every book and index is written.
    case finished
}
