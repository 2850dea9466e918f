/// A set of ASCII characters as a 128-bit mask: what is asked about every character of a text (line
/// breaking's pair table, the characters a font has) answered without a lookup.
struct ASCIISet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ characters: String) {
        self.init { characters.utf16.contains(UInt16($0)) }
    }

    /// The ASCII characters for which `isMember` holds.
    init(where isMember: (UInt32) -> Bool) {
        for value in UInt32(0)..<128 where isMember(value) {
            if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
        }
    }

    func contains(_ unit: UInt16) -> Bool {
        guard unit < 128 else { return false }
        return unit < 64 ? low & (1 << UInt64(unit)) != 0 : high & (1 << UInt64(unit - 64)) != 0
    }
}
