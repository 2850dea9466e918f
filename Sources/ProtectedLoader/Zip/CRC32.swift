import CZlib
import Foundation

/// The CRC-32 of ZIP headers and data, computed by zlib.
enum CRC32 {
    static func checksum(_ bytes: some ContiguousBytes) -> UInt32 {
        bytes.withUnsafeBytes { raw in
            var crc = CZlib.crc32(0, nil, 0)
            var offset = 0
            // zlib takes a 32-bit length; very large buffers are fed in slices.
            while offset < raw.count {
                let length = min(raw.count - offset, Int(UInt32.max >> 1))
                crc = CZlib.crc32(crc, raw.baseAddress!.assumingMemoryBound(to: Bytef.self) + offset, uInt(length))
                offset += length
            }
            return UInt32(crc)
        }
    }
}
