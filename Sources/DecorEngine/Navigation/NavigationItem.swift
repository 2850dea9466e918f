/// One entry of a publication's table of contents or page list, with the entries nested in it.
public struct NavigationItem: Sendable, Equatable {
    /// The label as reading systems show it (white space collapsed); empty when the entry has none.
    public var title: String
    /// The container path of the content document it points at; nil for a heading that only groups others.
    public var href: String?
    /// The id it points at in that document (percent-decoded); nil for the document's start.
    public var fragment: String?
    /// The nested entries, in document order.
    public var children: [NavigationItem]

    /// An entry with the given values.
    public init(title: String, href: String? = nil, fragment: String? = nil, children: [NavigationItem] = []) {
        self.title = title
        self.href = href
        self.fragment = fragment
        self.children = children
    }
}
