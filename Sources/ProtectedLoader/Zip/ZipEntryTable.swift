/// The entries of an archive indexed by path, once checked for the layouts only an attack produces: two
/// entries with one name (readers would disagree on which is real) and entries whose data overlap (the
/// non-recursive zip bomb, where every entry inflates the same compressed kernel).
struct ZipEntryTable: Sendable {
    let entries: [ZipEntry]
    private let byPath: [String: Int]

    /// A local header is at least 30 bytes before its data.
    private static let localHeaderLength: UInt64 = 30

    init(_ entries: [ZipEntry], centralDirectoryOffset: UInt64, archive: String) throws {
        var byPath: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            guard byPath.updateValue(index, forKey: entry.path) == nil else {
                throw ZipError.corrupted(archive: archive, entry: entry.path, reason: "two entries have this name")
            }
        }
        try Self.checkLayout(entries, centralDirectoryOffset: centralDirectoryOffset, archive: archive)
        self.entries = entries
        self.byPath = byPath
    }

    func entry(at path: String) -> ZipEntry? {
        byPath[path].map { entries[$0] }
    }

    /// Each entry's header and data must end before the next entry starts, and all of them before the
    /// central directory.
    private static func checkLayout(_ entries: [ZipEntry], centralDirectoryOffset: UInt64, archive: String) throws {
        let ordered = entries.sorted { $0.localHeaderOffset < $1.localHeaderOffset }
        for (position, entry) in ordered.enumerated() {
            let (span, spanOverflow) = entry.compressedSize.addingReportingOverflow(localHeaderLength)
            let (extent, overflow) = entry.localHeaderOffset.addingReportingOverflow(span)
            let limit = position + 1 < ordered.count ? ordered[position + 1].localHeaderOffset : centralDirectoryOffset
            if spanOverflow || overflow || extent > centralDirectoryOffset {
                throw ZipError.corrupted(
                    archive: archive, entry: entry.path, reason: "its data runs into the central directory")
            }
            if extent > limit {
                throw ZipError.limitExceeded(
                    archive: archive, entry: entry.path,
                    limit: "its data overlaps entry \(ordered[position + 1].path) (an overlapping-entries zip bomb)")
            }
        }
    }
}
