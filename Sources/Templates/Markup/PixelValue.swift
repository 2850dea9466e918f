import SaturatingConversion

/// CSS pixel values written deterministically: at most two decimals, no trailing zeros, no `-0`.
enum PixelValue {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int(saturating: (value * 100).rounded())
        guard hundredths != 0 else { return "0" }
        // Written backwards into a buffer on the stack: a box's four values are formatted for each of
        // 100,000 decorations, and building them from small strings allocated several times each.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var end = buffer.count
            func prepend(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            var magnitude = hundredths.magnitude
            var fraction = magnitude % 100
            if fraction != 0 {
                if fraction % 10 != 0 { prepend(UInt8(ascii: "0") + UInt8(fraction % 10)) }
                fraction /= 10
                prepend(UInt8(ascii: "0") + UInt8(fraction))
                prepend(UInt8(ascii: "."))
            }
            magnitude /= 100
            repeat {
                prepend(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            if hundredths < 0 { prepend(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
        }
    }

    static func css(_ value: Double) -> String { format(value) + "px" }
}
