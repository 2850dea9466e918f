/// Where each UTF-16 unit other than white space occurs in a text, in increasing order: an index that
/// lets a quote search look only where the quote's rarest character is. Chapters with MathML are mostly
/// white space (a million units, 94% spaces), which a plain scan per quote would walk again and again.
///
/// Built by counting sort into one flat array (the places of unit `u` are
/// `offsets[starts[u]..<starts[u + 1]]`): two passes over the text and no hashing, where a dictionary of
/// arrays would hash and append once per unit. Offsets are 32-bit, half the memory of `Int`s: the index
/// of a 10 MB chapter is 32 MB instead of 65.
struct UnitPlaces: Sendable {
    private let starts: [Int32]
    private let offsets: [UInt32]

    /// The longest text indexed: offsets must fit in 32 bits.
    static let maximumLength = Int(Int32.max)

    /// `units` has at most `maximumLength` units.
    init(_ units: [UInt16]) {
        // Counts, then their running sums: `starts[u]..<starts[u + 1]` is where unit `u`'s places go. The
        // passes work on raw buffers: they run over every unit of a chapter while quotes wait for them.
        var starts = [Int32](repeating: 0, count: 0x10001)
        starts.withUnsafeMutableBufferPointer { starts in
            units.withUnsafeBufferPointer { units in
                for unit in units where !Self.isWhiteSpace(unit) { starts[Int(unit) &+ 1] &+= 1 }
            }
            for unit in 0..<0x10000 { starts[unit &+ 1] &+= starts[unit] }
        }
        let count = Int(starts[0x10000])
        let offsets = [UInt32](unsafeUninitializedCapacity: count) { offsets, initialized in
            starts.withUnsafeMutableBufferPointer { starts in
                // Each unit's start serves as its next free place, and ends as the next unit's start ...
                units.withUnsafeBufferPointer { units in
                    for (offset, unit) in units.enumerated() where !Self.isWhiteSpace(unit) {
                        offsets.initializeElement(at: Int(starts[Int(unit)]), to: UInt32(truncatingIfNeeded: offset))
                        starts[Int(unit)] &+= 1
                    }
                }
                // ... so the starts are shifted back by one unit.
                for unit in stride(from: 0x10000, to: 0, by: -1) { starts[unit] = starts[unit &- 1] }
                starts[0] = 0
            }
            initialized = count
        }
        self.starts = starts
        self.offsets = offsets
    }

    static func isWhiteSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x0C
    }

    func count(of unit: UInt16) -> Int {
        Int(starts[Int(unit) + 1] - starts[Int(unit)])
    }

    func places(of unit: UInt16) -> ArraySlice<UInt32> {
        offsets[Int(starts[Int(unit)])..<Int(starts[Int(unit) + 1])]
    }
}
