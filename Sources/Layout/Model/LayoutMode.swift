/// How the document is presented: one long scrolled column, or CSS columns one viewport wide.
public enum LayoutMode: String, Sendable, Codable, CaseIterable {
    /// One column as wide as the viewport; page k is the k-th viewport height.
    case scroll
    /// The root element in columns of pitch W (see layout.md); page k is the strip [k·W, (k+1)·W).
    case paginate
}
