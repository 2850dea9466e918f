import DecorEngine
import Foundation

/// A publication's table of contents and print page list as flat lists in document order, to name the
/// chapter and the printed page a range falls in.
struct NavigationIndex {
    var tableOfContents: [NavigationEntry] = []
    var pageList: [NavigationEntry] = []

    init() {}

    /// The navigation of `publication` (PublicationNavigation); a missing or unreadable one gives an empty
    /// index (the highlights then have no chapter, which the outputs say).
    init(publication: Publication) {
        let navigation = PublicationNavigation(publication: publication)
        tableOfContents = Self.flattened(navigation.tableOfContents)
        pageList = Self.flattened(navigation.pageList)
    }

    /// Every item that points somewhere, each with the labels of the items it is nested in, numbered in
    /// document order.
    private static func flattened(_ items: [NavigationItem]) -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        func visit(_ items: [NavigationItem], ancestors: [String]) {
            for item in items {
                if let href = item.href {
                    entries.append(NavigationEntry(label: item.title, href: href, fragment: item.fragment,
                                                   ancestors: ancestors, order: entries.count))
                }
                visit(item.children, ancestors: item.title.isEmpty ? ancestors : ancestors + [item.title])
            }
        }
        visit(items, ancestors: [])
        return entries
    }
}
