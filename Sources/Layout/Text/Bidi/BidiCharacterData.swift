/// Looks up Bidi_Class and Bidi_Paired_Bracket in the generated tables.
enum BidiCharacterData {
    private static let basicPlane: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 0x10000)
        let starts = BidiData.rangeStarts
        for index in starts.indices where starts[index] < 0x10000 {
            let end = index + 1 < starts.count ? min(Int(starts[index + 1]), 0x10000) : 0x10000
            for code in Int(starts[index])..<end { table[code] = BidiData.rangeClasses[index] }
        }
        return table
    }()

    /// Opening bracket → closing bracket, and each closing bracket to itself, with the canonical
    /// equivalents U+2329/U+232A and U+3008/U+3009 folded together (UAX #9 BD16).
    private static let closingBrackets: [UInt32: UInt32] = {
        var map: [UInt32: UInt32] = [:]
        for pair in BidiData.bracketPairs {
            map[pair.opening] = canonical(pair.closing)
        }
        return map
    }()

    private static let closingSet: Set<UInt32> = Set(BidiData.bracketPairs.map { canonical($0.closing) })

    private static func canonical(_ value: UInt32) -> UInt32 {
        switch value {
        case 0x2329: 0x3008
        case 0x232A: 0x3009
        default: value
        }
    }

    static func bidiClass(of value: UInt32) -> BidiClass {
        if value < 0x10000 { return BidiClass(rawValue: basicPlane[Int(value)])! }
        let starts = BidiData.rangeStarts
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return BidiClass(rawValue: BidiData.rangeClasses[low])!
    }

    /// The bracket role of a code point: `.opening(closer)` or `.closing(itself)`, both in the
    /// canonical form used to pair them.
    static func bracket(of value: UInt32) -> BidiBracket? {
        if let closer = closingBrackets[value] { return .opening(closer) }
        let folded = canonical(value)
        return closingSet.contains(folded) ? .closing(folded) : nil
    }
}

/// A paired bracket (BD14, BD15), identified by its closing bracket's code point.
package enum BidiBracket: Hashable, Sendable {
    case opening(UInt32)
    case closing(UInt32)
}
