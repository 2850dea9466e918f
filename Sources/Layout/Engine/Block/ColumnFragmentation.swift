/// The columns of a paginated flow: the flow is cut into pieces `height` tall, column k holding flow
/// offsets [k·height, (k+1)·height). Unbreakable content (a line box, an image) that would cross a
/// column's end moves to the next column's start, unless it is taller than a column.
struct ColumnFragmentation: Equatable {
    let height: Double

    /// Flow offsets this close to a column end count as on it (they come from 1/64 px sums).
    private static let tolerance = 1.0 / 128

    func column(of offset: Double) -> Int {
        Int(((offset + Self.tolerance) / height).rounded(.down))
    }

    /// The start of the column after the one holding `offset`.
    func nextColumnStart(after offset: Double) -> Double {
        Double(column(of: offset) + 1) * height
    }

    func isColumnStart(_ offset: Double) -> Bool {
        abs(offset - Double(column(of: offset)) * height) < Self.tolerance
    }

    /// Whether content of `extent` starting at `offset` would cross into the next column.
    func crossesColumnEnd(_ offset: Double, extent: Double) -> Bool {
        extent <= height && offset + extent > nextColumnStart(after: offset) + Self.tolerance
    }
}
