/// A set of line break classes as a bit mask, so that the pair rules test membership without
/// allocating (they run for every character of a book). Sets are written `.a | .b | .c`: built with
/// operators from constants, the sets the rules keep in static properties are folded into constant
/// data, with no lazy initialisation to pass through at each test.
struct LineBreakClassSet: Sendable {
    let mask: UInt64

    func contains(_ member: LineBreakClass) -> Bool { mask & Self.bit(member) != 0 }

    static func | (set: LineBreakClassSet, member: LineBreakClass) -> LineBreakClassSet {
        LineBreakClassSet(mask: set.mask | bit(member))
    }

    fileprivate static func bit(_ member: LineBreakClass) -> UInt64 { 1 << UInt64(member.rawValue) }
}

extension LineBreakClass {
    static func | (first: LineBreakClass, second: LineBreakClass) -> LineBreakClassSet {
        LineBreakClassSet(mask: LineBreakClassSet.bit(first) | LineBreakClassSet.bit(second))
    }
}
