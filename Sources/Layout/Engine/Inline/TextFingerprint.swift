/// A fast 64-bit FNV-1a digest of UTF-16 text, for hashing long texts as dictionary keys: Swift's
/// per-element hashing of whole paragraphs costs more than the work the keys save. Equality of keys
/// still compares the texts, so digests that collide are harmless.
enum TextFingerprint {
    static func of(_ text: ArraySlice<UInt16>) -> UInt64 {
        text.withUnsafeBufferPointer { units in
            var digest: UInt64 = 0xCBF2_9CE4_8422_2325
            for unit in units {
                digest = (digest ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
            }
            return digest
        }
    }
}

/// UTF-16 text as a dictionary key hashed by its fingerprint, computed once: a table that grows hashes
/// its keys again, and a chapter's prefetch puts tens of thousands of runs in one.
struct FingerprintedText: Hashable {
    let text: ArraySlice<UInt16>
    let fingerprint: UInt64

    init(text: ArraySlice<UInt16>) {
        self.text = text
        fingerprint = TextFingerprint.of(text)
    }

    static func == (lhs: FingerprintedText, rhs: FingerprintedText) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.text.elementsEqual(rhs.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }
}
