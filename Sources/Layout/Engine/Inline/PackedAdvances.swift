/// Code unit advances kept after shaping or layout, in a compact form that gives back the very same
/// values: a paragraph uses few distinct advances (one per glyph and size, and what justification adds
/// on each line), so each unit keeps a one- or two-byte index into a table of them. Kept for every
/// paragraph of a chapter until its ranges are measured, at eight bytes a unit they were most of layout's
/// memory. Text with more distinct advances than two bytes can index keeps them as they are. A paragraph
/// just laid out holds its advances unpacked: most are dropped once their lines are placed, and only the
/// ones kept are packed.
struct PackedAdvances: RandomAccessCollection, Sendable {
    private enum Storage {
        case byteIndexes([UInt8])
        case shortIndexes([UInt16])
        case values([Double])
        /// Not packed yet (`packed()` packs them).
        case unpacked([Double])
    }

    /// The distinct advances, in order of first use.
    private let table: [Double]
    private let storage: Storage

    init(_ advances: [Double]) {
        var table: [Double] = []
        // A run uses a few dozen distinct advances: room for them at once rather than the table growing.
        table.reserveCapacity(Swift.min(advances.count, 64))
        var fitsShortIndexes = true
        let indexes = [UInt16](unsafeUninitializedCapacity: advances.count) { indexes, initialized in
            advances.withUnsafeBufferPointer { advances in
                fitsShortIndexes = Self.index(advances, into: indexes, table: &table)
            }
            initialized = fitsShortIndexes ? advances.count : 0
        }
        guard fitsShortIndexes else {
            self.table = []
            storage = .values(advances)
            return
        }
        self.table = table
        storage = table.count <= Int(UInt8.max) + 1 ? .byteIndexes(indexes.map { UInt8(truncatingIfNeeded: $0) })
            : .shortIndexes(indexes)
    }

    /// Writes each advance's index in `table` (adding the advances met for the first time); false when
    /// there are more distinct advances than two bytes can index. A function of its own rather than a
    /// closure: the slot table it asks a unit at a time stays a local.
    private static func index(_ advances: UnsafeBufferPointer<Double>, into indexes: UnsafeMutableBufferPointer<UInt16>,
                              table: inout [Double]) -> Bool {
        var slots = SlotMap()
        for (position, advance) in advances.enumerated() {
            // Keyed by bit pattern so that 0 and -0 stay apart: the values come back bit for bit.
            let found = slots.slot(of: advance.bitPattern, orAdding: table.count)
            if found.isNew {
                guard table.count <= Int(UInt16.max) else { return false }
                table.append(advance)
            }
            indexes[position] = UInt16(truncatingIfNeeded: found.slot)
        }
        return true
    }

    /// The advances as they are, to be packed by `packed()` if they are kept.
    init(unpacked advances: [Double]) {
        table = []
        storage = .unpacked(advances)
    }

    /// The same advances packed as `init(_:)` packs them; these when they are packed already.
    func packed() -> PackedAdvances {
        if case .unpacked(let advances) = storage { return PackedAdvances(advances) }
        return self
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .byteIndexes(let indexes): indexes.count
        case .shortIndexes(let indexes): indexes.count
        case .values(let values), .unpacked(let values): values.count
        }
    }

    subscript(position: Int) -> Double {
        switch storage {
        case .byteIndexes(let indexes): table[Int(indexes[position])]
        case .shortIndexes(let indexes): table[Int(indexes[position])]
        case .values(let values), .unpacked(let values): values[position]
        }
    }

    /// The advances as one buffer when they are not packed, so that copying them is one copy.
    func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<Double>) throws -> Result) rethrows
        -> Result? {
        switch storage {
        case .values(let values), .unpacked(let values): try values.withUnsafeBufferPointer(body)
        case .byteIndexes, .shortIndexes: nil
        }
    }

    /// Bytes kept per code unit (1, 2 or 8), what keeping a chapter's paragraphs costs.
    var bytesPerUnit: Int {
        switch storage {
        case .byteIndexes: 1
        case .shortIndexes: 2
        case .values, .unpacked: 8
        }
    }
}

/// The slots of the distinct advances seen so far, by bit pattern: an open-addressing table hashed by one
/// multiplication. It is asked once per code unit of every paragraph, where the standard library's seeded
/// hashing cost a tenth of a chapter's layout.
private struct SlotMap {
    /// A key and its slot plus one; a slot of 0 marks an empty entry. Kept together, in one array.
    private struct Entry {
        var key: UInt64 = 0
        var slot = 0
    }

    private var entries = [Entry](repeating: Entry(), count: 64)
    private var count = 0

    /// The slot of `key`, or `next` (recorded as its slot) when the key is new.
    mutating func slot(of key: UInt64, orAdding next: Int) -> (slot: Int, isNew: Bool) {
        let mask = entries.count - 1
        let found: Int? = entries.withUnsafeBufferPointer { entries in
            var position = Self.start(of: key, mask: mask)
            while entries[position].slot != 0 {
                if entries[position].key == key { return entries[position].slot - 1 }
                position = (position + 1) & mask
            }
            return nil
        }
        if let found { return (found, false) }
        insert(Entry(key: key, slot: next + 1))
        count += 1
        if count * 2 > entries.count { grow() }
        return (next, true)
    }

    private static func start(of key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// Puts an entry whose key is not in the table at the first free place of its probe sequence.
    private mutating func insert(_ entry: Entry) {
        let mask = entries.count - 1
        var position = Self.start(of: entry.key, mask: mask)
        while entries[position].slot != 0 { position = (position + 1) & mask }
        entries[position] = entry
    }

    private mutating func grow() {
        let old = entries
        entries = [Entry](repeating: Entry(), count: old.count * 2)
        for entry in old where entry.slot != 0 { insert(entry) }
    }
}
