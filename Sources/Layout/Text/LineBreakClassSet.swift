/// A set of line break classes as a bit mask, so that the pair rules test membership without
/// allocating (they run for every character of a book).
struct LineBreakClassSet: Sendable {
    let mask: UInt64

    init(_ classes: LineBreakClass...) {
        mask = classes.reduce(0) { $0 | (1 << UInt64($1.rawValue)) }
    }

    func contains(_ member: LineBreakClass) -> Bool { mask & (1 << UInt64(member.rawValue)) != 0 }
}
