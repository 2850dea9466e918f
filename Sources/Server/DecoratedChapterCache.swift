import Foundation

/// Decorated chapters already written, by reader and href, each valid for one revision of the reader's
/// groups: reading the same page again costs a lookup until the reader's state changes. Bounded: when
/// full, the entries of the oldest revisions go first.
actor DecoratedChapterCache {
    struct Key: Hashable {
        var reader: ReaderKey
        var href: String
    }

    private var entries: [Key: (revision: Int, data: Data)] = [:]
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    func data(for key: Key, revision: Int) -> Data? {
        guard let entry = entries[key], entry.revision == revision else { return nil }
        return entry.data
    }

    func store(_ data: Data, for key: Key, revision: Int) {
        if entries.count >= capacity, entries[key] == nil {
            let oldest = entries.sorted { $0.value.revision < $1.value.revision }.prefix(max(1, capacity / 4)).map(\.key)
            for key in oldest { entries[key] = nil }
        }
        entries[key] = (revision, data)
    }
}
