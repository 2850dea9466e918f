import Foundation

/// A raw DEFLATE stream that inflates to `count` zero bytes from about count / 160 bytes: one fixed-Huffman
/// block of a literal zero followed by copies of length 258 at distance 1, the densest DEFLATE allows.
enum DeflateBomb {
    static func stream(inflatingTo count: Int) -> Data {
        var writer = BitWriter()
        let literalZero = BitWriter.huffman(0x30, length: 8)
        let length258 = BitWriter.huffman(0xC5, length: 8)  // length code 285: 258 bytes, no extra bits
        writer.write(1, count: 1)  // BFINAL
        writer.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        writer.write(literalZero, count: 8)
        var written = 1
        while written + 258 <= count {
            // The length code, then distance code 0 (distance 1): five zero bits.
            writer.write(length258, count: 8 + 5)
            written += 258
        }
        for _ in written..<count { writer.write(literalZero, count: 8) }
        writer.write(0, count: 7)  // end of block
        return writer.finished
    }

    /// DEFLATE packs bits from the least significant end of each byte.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var pending: UInt64 = 0
        private var used = 0

        /// Huffman codes are sent most significant bit first: reversed, they can be written like other bits.
        static func huffman(_ code: UInt64, length: Int) -> UInt64 {
            (0..<length).reduce(0) { reversed, index in reversed | ((code >> index) & 1) << (length - 1 - index) }
        }

        mutating func write(_ value: UInt64, count: Int) {
            pending |= value << used
            used += count
            while used >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                used -= 8
            }
        }

        var finished: Data { Data(used == 0 ? bytes : bytes + [UInt8(truncatingIfNeeded: pending)]) }
    }
}
