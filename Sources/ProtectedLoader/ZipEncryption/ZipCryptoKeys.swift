/// The state of PKWARE's traditional stream cipher: three 32-bit keys stirred by every plaintext byte with
/// CRC-32 steps and a linear congruential step (APPNOTE 6.1.5).
struct ZipCryptoKeys {
    private var key0: UInt32 = 0x1234_5678
    private var key1: UInt32 = 0x2345_6789
    private var key2: UInt32 = 0x3456_7890

    init(password: some Sequence<UInt8>) {
        Self.crcTable.withUnsafeBufferPointer { table in
            for byte in password { update(with: byte, table: table) }
        }
    }

    /// Decrypts `bytes` in place, advancing the keys.
    mutating func decrypt(_ bytes: UnsafeMutableRawBufferPointer) {
        Self.crcTable.withUnsafeBufferPointer { table in
            for index in bytes.indices {
                let temp = key2 | 2
                let plain = bytes[index] ^ UInt8(truncatingIfNeeded: (temp &* (temp ^ 1)) >> 8)
                bytes[index] = plain
                update(with: plain, table: table)
            }
        }
    }

    private mutating func update(with byte: UInt8, table: UnsafeBufferPointer<UInt32>) {
        key0 = table[Int(UInt8(truncatingIfNeeded: key0) ^ byte)] ^ (key0 >> 8)
        key1 = (key1 &+ (key0 & 0xFF)) &* 134_775_813 &+ 1
        key2 = table[Int(UInt8(truncatingIfNeeded: key2) ^ UInt8(truncatingIfNeeded: key1 >> 24))] ^ (key2 >> 8)
    }

    /// The byte-wise table of the reflected CRC-32 polynomial 0xEDB88320, the one ZIP uses.
    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }
}
