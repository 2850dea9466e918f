/// Looks up the line break class of code points in the generated tables: a dense table for the
/// Basic Multilingual Plane (built once, 64 KiB), a binary search above it.
enum LineBreakClassLookup {
    private static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        let starts = LineBreakData.rangeStarts
        let classes = LineBreakData.rangeClasses
        for index in starts.indices where starts[index] < 0x10000 {
            let end = index + 1 < starts.count ? min(Int(starts[index + 1]), 0x10000) : 0x10000
            for code in Int(starts[index])..<end { table[code] = classes[index] }
        }
        return table
    }()

    /// Lends the Basic Multilingual Plane's table, so that a loop over a text reaches it once rather
    /// than through the lazy global's guard for every character.
    static func withBasicPlane<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try basicPlane.withUnsafeBufferPointer(body)
    }

    /// The class of `value`, with `basicPlane` the table that `withBasicPlane` lends.
    static func lineBreakClass(of value: UInt32, basicPlane: UnsafeBufferPointer<UInt8>) -> LineBreakClass {
        if value < 0x10000 { return LineBreakClass(rawValue: basicPlane[Int(value)])! }
        let starts = LineBreakData.rangeStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return LineBreakClass(rawValue: LineBreakData.rangeClasses[low])!
    }

    /// Whether an OP or CP character is East Asian wide (LB30 excludes those).
    static func isWideBracket(_ value: UInt32) -> Bool {
        LineBreakData.wideBrackets.contains { $0.contains(value) }
    }

    static func isUnassignedPictographic(_ value: UInt32) -> Bool {
        value >= 0x1F000 && LineBreakData.unassignedPictographic.contains { $0.contains(value) }
    }
}
