import Foundation

/// WinZip's AES counter mode: the keystream is AES-ECB over 16-byte blocks holding a little-endian counter
/// that starts at 1 (not the big-endian counter of NIST CTR, so OpenSSL's CTR mode cannot be used).
struct AESCTRKeystream {
    private let cipher: AESCipher
    /// Counter blocks encrypted per call to libcrypto: one call per 64 KiB instead of one per block.
    private static let blocksPerBatch = 4096

    init(key: Data) throws {
        cipher = try AESCipher(key: key, mode: .ecb)
    }

    /// XORs the keystream into `data`, whose first byte is at keystream position 0.
    func apply(to data: inout Data) throws {
        var counter: UInt64 = 1
        var start = 0
        while start < data.count {
            let length = min(data.count - start, Self.blocksPerBatch * 16)
            let blocks = (length + 15) / 16
            var counters = Data(count: blocks * 16)
            counters.withUnsafeMutableBytes { raw in
                for block in 0..<blocks {
                    let value = (counter + UInt64(block)).littleEndian
                    raw.storeBytes(of: value, toByteOffset: block * 16, as: UInt64.self)
                }
            }
            let keystream = try cipher.encrypt(counters)
            Self.xor(keystream, into: &data, at: start, count: length)
            counter += UInt64(blocks)
            start += length
        }
    }

    /// XORs the first `count` bytes of `keystream` into `data` from `start`, eight bytes at a time.
    private static func xor(_ keystream: Data, into data: inout Data, at start: Int, count: Int) {
        data.withUnsafeMutableBytes { (target: UnsafeMutableRawBufferPointer) in
            keystream.withUnsafeBytes { (stream: UnsafeRawBufferPointer) in
                let output = target.baseAddress! + start
                let input = stream.baseAddress!
                var index = 0
                while index + 8 <= count {
                    let word = output.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                        ^ input.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    output.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
                    index += 8
                }
                while index < count {
                    let byte = output.load(fromByteOffset: index, as: UInt8.self)
                        ^ input.load(fromByteOffset: index, as: UInt8.self)
                    output.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
                    index += 1
                }
            }
        }
    }
}
