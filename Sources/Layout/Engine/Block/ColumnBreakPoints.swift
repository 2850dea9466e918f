/// A place where the fragmented flow may break into the next column: before line `line` of the
/// `content`-th content item (a paragraph or an unbreakable box) of the flow, counted in layout
/// order so that the same place keeps its name when the flow is laid out again.
struct BreakPoint: Hashable, Comparable {
    let content: Int
    let line: Int

    static func < (lhs: BreakPoint, rhs: BreakPoint) -> Bool {
        (lhs.content, lhs.line) < (rhs.content, rhs.line)
    }
}

/// How acceptable a break point is (CSS Fragmentation 3 §4.4, ranked as Blink's break appeal): a
/// break that honours every rule beats one leaving too few lines (orphans, widows), which beats one
/// where `break-before`/`break-after: avoid` asks for none, which beats one that leaves a box's
/// bottom padding and border alone in a column.
enum BreakAppeal: Int, Comparable {
    case lastResort, violatingBreakAvoid, violatingOrphansAndWidows, perfect

    static func < (lhs: BreakAppeal, rhs: BreakAppeal) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The appeal of a break between two content items: whether a box closed or opened between them
    /// asks to avoid it.
    static func between(avoided: Bool) -> BreakAppeal { avoided ? .violatingBreakAvoid : .perfect }

    /// The appeal of a break before line `line` of a paragraph of `count` lines whose lines in this
    /// column start at `fragmentStart`.
    static func inside(line: Int, count: Int, fragmentStart: Int, orphans: Int, widows: Int) -> BreakAppeal {
        line - fragmentStart >= orphans && count - line >= widows ? .perfect : .violatingOrphansAndWidows
    }
}

/// The break points the flow passed in one column, each with its appeal: where an earlier break
/// goes when the break the flow runs into is less acceptable (Blink's "early break").
struct ColumnBreakPoints {
    private var column = -1
    private var passed: [(point: BreakPoint, appeal: BreakAppeal)] = []

    /// A break point passed in `column` (a later column forgets the earlier one's points).
    mutating func pass(_ point: BreakPoint, appeal: BreakAppeal, column: Int) {
        if column != self.column {
            self.column = column
            passed.removeAll()
        }
        passed.append((point, appeal))
    }

    /// The break to take instead of one of `appeal` in `column`, at or before `limit`: the most
    /// acceptable break point (the latest of equally acceptable ones, which leaves the most content in
    /// the column) inside the innermost of the containers starting at content items `scopes` (outermost
    /// first) that has one more acceptable than `appeal`. As in LayoutNG, a container breaks inside
    /// itself if it can before its parent breaks before it.
    func better(than appeal: BreakAppeal, column: Int, upTo limit: BreakPoint, scopes: ArraySlice<Int>) -> BreakPoint? {
        guard column == self.column else { return nil }
        for start in scopes.reversed() {
            let containerStart = BreakPoint(content: start, line: 0)
            var best: (point: BreakPoint, appeal: BreakAppeal)?
            for candidate in passed where candidate.point > containerStart && candidate.point <= limit
                && candidate.appeal > appeal && candidate.appeal >= best?.appeal ?? candidate.appeal {
                best = candidate
            }
            if let best { return best.point }
        }
        return nil
    }
}

extension BreakValue {
    /// Whether the value asks for no break between columns (`avoid-page` leaves columns alone).
    var avoidsColumnBreak: Bool { self == .avoid || self == .avoidColumn }
}
