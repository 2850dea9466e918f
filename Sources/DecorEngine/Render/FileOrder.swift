import DecorModel

/// A group's decorations and its invalid ones merged back into the order the file lists them.
enum FileOrder {
    enum Entry {
        case decoration(Decoration)
        case invalid(InvalidDecoration)
    }

    static func entries(of group: DecorationGroup, invalid: [InvalidDecoration]) -> [Entry] {
        let invalidAt = Dictionary(invalid.filter { $0.group == group.name }.map { ($0.index, $0) }) { first, _ in first }
        var decorations = group.decorations.makeIterator()
        return (0..<(group.decorations.count + invalidAt.count)).compactMap { index in
            if let invalid = invalidAt[index] { return .invalid(invalid) }
            return decorations.next().map(Entry.decoration)
        }
    }
}
