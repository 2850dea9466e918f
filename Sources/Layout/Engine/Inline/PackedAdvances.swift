/// Code unit advances kept after shaping or layout, in a compact form that gives back the very same
/// values: a paragraph uses few distinct advances (one per glyph and size, and what justification adds
/// on each line), so each unit keeps a one- or two-byte index into a table of them. Kept for every
/// paragraph of a chapter until its ranges are measured, at eight bytes a unit they were most of layout's
/// memory. Text with more distinct advances than two bytes can index keeps them as they are.
struct PackedAdvances: RandomAccessCollection, Sendable {
    private enum Storage {
        case byteIndexes([UInt8])
        case shortIndexes([UInt16])
        case values([Double])
    }

    /// The distinct advances, in order of first use.
    private let table: [Double]
    private let storage: Storage

    init(_ advances: [Double]) {
        var table: [Double] = []
        var slots: [UInt64: UInt16] = [:]
        var indexes: [UInt16] = []
        indexes.reserveCapacity(advances.count)
        for advance in advances {
            // Keyed by bit pattern so that 0 and -0 stay apart: the values come back bit for bit.
            if let slot = slots[advance.bitPattern] {
                indexes.append(slot)
                continue
            }
            guard table.count <= Int(UInt16.max) else {
                self.table = []
                storage = .values(advances)
                return
            }
            let slot = UInt16(table.count)
            slots[advance.bitPattern] = slot
            table.append(advance)
            indexes.append(slot)
        }
        self.table = table
        storage = table.count <= Int(UInt8.max) + 1 ? .byteIndexes(indexes.map { UInt8(truncatingIfNeeded: $0) })
            : .shortIndexes(indexes)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .byteIndexes(let indexes): indexes.count
        case .shortIndexes(let indexes): indexes.count
        case .values(let values): values.count
        }
    }

    subscript(position: Int) -> Double {
        switch storage {
        case .byteIndexes(let indexes): table[Int(indexes[position])]
        case .shortIndexes(let indexes): table[Int(indexes[position])]
        case .values(let values): values[position]
        }
    }

    /// Bytes kept per code unit (1, 2 or 8), what keeping a chapter's paragraphs costs.
    var bytesPerUnit: Int {
        switch storage {
        case .byteIndexes: 1
        case .shortIndexes: 2
        case .values: 8
        }
    }
}
