/// One entry of a publication's table of contents or page list: its label, where it points, and (for
/// the table of contents) the labels of the entries it is nested in.
struct NavigationEntry: Sendable, Equatable {
    var label: String
    /// The container path of the content document.
    var href: String
    /// The id the entry points at in that document; nil for the document's start.
    var fragment: String?
    /// The labels of the enclosing entries, outermost first.
    var ancestors: [String]
    /// The entry's place in the navigation document (document order).
    var order: Int

    /// The heading path: ancestors, then this entry.
    var path: [String] { ancestors + [label] }
}
