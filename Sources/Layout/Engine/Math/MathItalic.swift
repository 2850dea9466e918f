/// MathML's `text-transform: math-auto`: a single-letter identifier is drawn with the mathematical italic
/// character of its letter (U+1D434…, U+1D6E2…; italic h is U+210E). The italic character takes two
/// UTF-16 units; both map to the letter's offset in the DOM.
enum MathItalic {
    static func map(_ text: [UInt16], sourceOffsets: SourceOffsets) -> (text: [UInt16], sourceOffsets: SourceOffsets) {
        var output: [UInt16] = []
        var offsets = SourceOffsets()
        for (index, unit) in text.enumerated() {
            let mapped = italic(unit).map { Array(String($0).utf16) } ?? [unit]
            output += mapped
            for _ in mapped { offsets.append(sourceOffsets[index]) }
        }
        return (output, offsets)
    }

    private static func italic(_ unit: UInt16) -> Unicode.Scalar? {
        let value = UInt32(unit)
        switch value {
        case 0x68: return "\u{210E}"
        case 0x61...0x7A: return Unicode.Scalar(0x1D44E + value - 0x61)
        case 0x41...0x5A: return Unicode.Scalar(0x1D434 + value - 0x41)
        case 0x3B1...0x3C9: return Unicode.Scalar(0x1D6FC + value - 0x3B1)
        case 0x391...0x3A9 where value != 0x3A2: return Unicode.Scalar(0x1D6E2 + value - 0x391)
        default: return nil
        }
    }
}
