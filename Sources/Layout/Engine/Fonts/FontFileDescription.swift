import Foundation

/// What font matching needs to know of a font file without loading it: its family names (the
/// `name` table's family and typographic family), weight class and whether it is italic. Read from the
/// file's first table directory with a few small reads.
struct FontFileDescription: Sendable, Equatable {
    let path: String
    let families: [String]
    let weight: Int
    let isItalic: Bool

    /// Nil when the file is not an OpenType/TrueType font or has no family name.
    init?(path: String) {
        // Read with pread(2): a catalog describes every installed font in each process that lays out a
        // document, and `FileHandle`'s seeks and reads took most of that time.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard offset >= 0, count > 0, count <= 1 << 20 else { return nil }
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                while initialized < count {
                    let got = pread(descriptor, buffer.baseAddress! + initialized, count - initialized,
                                    off_t(offset + initialized))
                    if got < 0, errno == EINTR { continue }
                    guard got > 0 else { return }
                    initialized += got
                }
            }
            return bytes.count == count ? bytes : nil
        }
        guard var header = read(0, 12) else { return nil }
        var base = 0
        if header[0...3].elementsEqual("ttcf".utf8) {
            guard let first = read(12, 4) else { return nil }
            base = Int(BigEndianReader(first).uint32(at: 0))
            guard let inner = read(base, 12) else { return nil }
            header = inner
        }
        let tableCount = Int(BigEndianReader(header).uint16(at: 4) ?? 0)
        guard tableCount > 0, tableCount < 256, let directory = read(base + 12, tableCount * 16) else { return nil }
        var tables: [String: (offset: Int, length: Int)] = [:]
        let entries = BigEndianReader(directory)
        for index in 0..<tableCount {
            let tag = String(decoding: directory[(index * 16)..<(index * 16 + 4)], as: UTF8.self)
            tables[tag] = (Int(entries.uint32(at: index * 16 + 8)), Int(entries.uint32(at: index * 16 + 12)))
        }
        guard let name = tables["name"], let nameTable = read(name.offset, min(name.length, 1 << 20)) else { return nil }
        let families = Self.familyNames(in: nameTable)
        guard !families.isEmpty else { return nil }
        var weight = 400
        var italic = false
        if let os2 = tables["OS/2"], let bytes = read(os2.offset, 64) {
            let reader = BigEndianReader(bytes)
            weight = Int(reader.uint16(at: 4) ?? 400)
            italic = (reader.uint16(at: 62) ?? 0) & 1 != 0
        }
        self.path = path
        self.families = families
        self.weight = weight
        self.isItalic = italic
    }

    /// The typographic family (ID 16) and family (ID 1) names, Windows Unicode records first, then Mac Roman.
    private static func familyNames(in table: [UInt8]) -> [String] {
        let reader = BigEndianReader(table)
        guard let count = reader.uint16(at: 2), let storage = reader.uint16(at: 4) else { return [] }
        var names: [String] = []
        for nameID in [UInt16(16), 1] {
            for index in 0..<Int(count) {
                let record = 6 + index * 12
                guard let platform = reader.uint16(at: record), let identifier = reader.uint16(at: record + 6),
                      identifier == nameID, let length = reader.uint16(at: record + 8),
                      let offset = reader.uint16(at: record + 10) else { continue }
                let start = Int(storage) + Int(offset)
                guard start + Int(length) <= table.count else { continue }
                let bytes = table[start..<(start + Int(length))]
                let name: String
                if platform == 3 || platform == 0 {
                    let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
                        UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
                    }
                    name = String(decoding: units, as: UTF16.self)
                } else if platform == 1 {
                    name = String(decoding: bytes, as: UTF8.self)
                } else {
                    continue
                }
                if !name.isEmpty, !names.contains(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
                    names.append(name)
                }
            }
        }
        return names
    }
}

extension BigEndianReader {
    func uint32(at offset: Int) -> UInt32 {
        guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return 0 }
        return UInt32(high) << 16 | UInt32(low)
    }
}
