import SaturatingConversion

/// The columns of a paginated flow: the flow is cut into pieces `height` tall from `origin` (where the
/// multi-column root's content box starts), column k holding flow offsets origin + [k·height,
/// (k+1)·height). Unbreakable content (a line box, an image) that would cross a column's end moves to
/// the next column's start, unless it is taller than a column.
struct ColumnFragmentation: Equatable {
    let height: Double
    /// The flow offset of the root's content box: zero in horizontal writing, where the reading settings
    /// pad the root only at its sides, and the block-start padding in vertical writing, where those
    /// sides are the root's block start and end.
    var origin: Double = 0

    /// Flow offsets this close to a column end count as on it (they come from 1/64 px sums).
    private static let tolerance = 1.0 / 128

    /// The column of a flow offset; offsets before the origin (the root's own block-start edges) count
    /// as in the first column.
    func column(of offset: Double) -> Int {
        max(0, Int(saturating: ((offset - origin + Self.tolerance) / height).rounded(.down)))
    }

    /// The start of the column after the one holding `offset`.
    func nextColumnStart(after offset: Double) -> Double {
        origin + Double(column(of: offset) + 1) * height
    }

    func isColumnStart(_ offset: Double) -> Bool {
        abs(offset - origin - Double(column(of: offset)) * height) < Self.tolerance
    }

    /// Whether content of `extent` starting at `offset` would cross into the next column.
    func crossesColumnEnd(_ offset: Double, extent: Double) -> Bool {
        extent <= height && offset + extent > nextColumnStart(after: offset) + Self.tolerance
    }
}
