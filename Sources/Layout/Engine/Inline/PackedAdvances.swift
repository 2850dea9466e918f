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
    private var keys = [UInt64](repeating: 0, count: 64)
    /// Each key's slot plus one; 0 marks an empty entry.
    private var slots = [Int](repeating: 0, count: 64)
    private var count = 0

    /// The slot of `key`, or `next` (recorded as its slot) when the key is new.
    mutating func slot(of key: UInt64, orAdding next: Int) -> (slot: Int, isNew: Bool) {
        let mask = keys.count - 1
        let found: Int? = keys.withUnsafeBufferPointer { keys in
            slots.withUnsafeBufferPointer { slots in
                var position = Self.start(of: key, mask: mask)
                while slots[position] != 0 {
                    if keys[position] == key { return slots[position] - 1 }
                    position = (position + 1) & mask
                }
                return nil
            }
        }
        if let found { return (found, false) }
        insert(key, slot: next + 1)
        count += 1
        if count * 2 > keys.count { grow() }
        return (next, true)
    }

    private static func start(of key: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
    }

    /// Puts a key not in the table at the first free entry of its probe sequence.
    private mutating func insert(_ key: UInt64, slot: Int) {
        var position = Self.start(of: key, mask: keys.count - 1)
        while slots[position] != 0 { position = (position + 1) & (keys.count - 1) }
        keys[position] = key
        slots[position] = slot
    }

    private mutating func grow() {
        let (oldKeys, oldSlots) = (keys, slots)
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        slots = [Int](repeating: 0, count: oldKeys.count * 2)
        for (key, slot) in zip(oldKeys, oldSlots) where slot != 0 { insert(key, slot: slot) }
    }
}
