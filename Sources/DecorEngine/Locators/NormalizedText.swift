import DOM

/// A document's text with every run of white space collapsed to one space, and the way back to the
/// original offsets. Quotes come from browser selections, whose white space differs from the source's
/// (line breaks and indentation become single spaces), so quotes are compared in this form.
struct NormalizedText {
    let units: [UInt16]
    /// For each normalized unit, the offset of the unit it came from in the original text.
    private let sourceOffsets: [Int32]
    let sourceLength: Int

    init(_ source: [UInt16]) {
        var units: [UInt16] = [], offsets: [Int32] = []
        units.reserveCapacity(source.count)
        offsets.reserveCapacity(source.count)
        var previousWasSpace = false
        source.withUnsafeBufferPointer { source in
            for offset in source.indices {
                let unit = source[offset]
                let isSpace = Self.isWhiteSpace(unit)
                if isSpace && previousWasSpace { continue }
                units.append(isSpace ? 0x20 : unit)
                offsets.append(Int32(offset))
                previousWasSpace = isSpace
            }
        }
        self.units = units
        sourceOffsets = offsets
        sourceLength = source.count
    }

    static func isWhiteSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0C || unit == 0xA0
    }

    /// A string in the same form (runs of white space → one space).
    static func normalize(_ string: String) -> [UInt16] { NormalizedText(Array(string.utf16)).units }

    /// The same, with white space at both ends removed: for comparing whole texts.
    static func trimmed(_ string: String) -> [UInt16] {
        let units = normalize(string)
        let start = units.firstIndex { $0 != 0x20 } ?? units.count
        let end = (units.lastIndex { $0 != 0x20 } ?? -1) + 1
        return start < end ? Array(units[start..<end]) : []
    }

    /// The original offset of a normalized boundary that starts something.
    func sourceStart(_ offset: Int) -> Int {
        offset < sourceOffsets.count ? Int(sourceOffsets[offset]) : sourceLength
    }

    /// The original offset of a normalized boundary that ends something (just after its last unit).
    func sourceEnd(_ offset: Int) -> Int {
        offset == 0 ? sourceStart(0) : Int(sourceOffsets[offset - 1]) + 1
    }

    /// The normalized offset of an original offset (the first normalized unit at or after it).
    func normalizedOffset(_ source: Int) -> Int {
        var low = 0, high = sourceOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if Int(sourceOffsets[middle]) < source { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func normalizedRange(_ source: Range<Int>) -> Range<Int> {
        normalizedOffset(source.lowerBound)..<max(normalizedOffset(source.lowerBound), normalizedOffset(source.upperBound))
    }
}
