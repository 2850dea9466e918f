import DecorEngine
import Foundation
import FuzzSupport
@testable import ProtectedLoader

/// The ZIP reader on arbitrary bytes: end of central directory (and ZIP64 locator), central directory
/// records, names, local headers, stored, deflated and encrypted entries and byte ranges of them, under
/// the limits (scaled down for fuzzing), so that a bomb or a lying size is an error rather than an outage.
func fuzzZip(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(FuzzInput.bytes(data, size))
    guard let archive = try? ZipArchive(source: MemoryByteSource(bytes), name: "fuzz.zip", limits: .fuzzing) else { return 0 }
    for entry in archive.entries.prefix(64) where !entry.isDirectory {
        _ = archive.entry(at: entry.path)
        _ = try? archive.read(entry, password: entry.isEncrypted ? "fuzz" : nil)
        _ = try? archive.read(entry, range: 1..<min(max(entry.uncompressedSize, 1), 4096), password: nil)
    }
    return 0
}
