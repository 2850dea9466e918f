import DOM

/// The names, ids and classes of an element's ancestors as a Bloom filter, as browsers keep one during
/// style resolution: a selector that needs an ancestor `div.note` (`div.note p`, `.note > p`) is rejected
/// when the filter has no `div` or no `.note`, without walking the ancestors. A filter can answer "maybe"
/// for a feature no ancestor has, never "no" for one that some ancestor has, so it only saves work.
struct AncestorFilter: Sendable, Equatable {
    /// 512 bits; each feature sets two of them.
    private var bits = SIMD8<UInt64>()

    /// The filter for the children of `element`, whose own filter is this one.
    func adding(_ element: Node) -> AncestorFilter {
        var filter = self
        if let name = element.localName { filter.insert(Self.feature(.type, name.lowercased())) }
        if let id = element.attribute("id") { filter.insert(Self.feature(.id, id)) }
        if let classes = element.attribute("class") {
            for name in ClassAttribute.names(in: classes) { filter.insert(Self.feature(.className, String(name))) }
        }
        return filter
    }

    /// False only when no ancestor can have all of `required`'s features (those of `required(by:)`).
    func mayContain(_ required: AncestorFilter) -> Bool {
        bits & required.bits == required.bits
    }

    /// Whether there is nothing to look for.
    var isEmpty: Bool { bits == SIMD8() }

    /// The features the ancestors of an element matching `selector` must have between them: the type, id
    /// and classes of every compound joined to the next by a descendant or child combinator (that
    /// element is an ancestor of the subject, or of a sibling of it or of an ancestor). Type names are
    /// folded to lower case, as the element's are, so that a filter never rejects a case-insensitive match.
    static func required(by selector: ComplexSelector) -> AncestorFilter {
        var filter = AncestorFilter()
        for (compound, combinator) in zip(selector.compounds, selector.combinators)
        where combinator == .descendant || combinator == .child {
            for simple in compound.simpleSelectors {
                switch simple {
                case .type(let name): filter.insert(feature(.type, name.lowercased()))
                case .id(let id): filter.insert(feature(.id, id))
                case .className(let name): filter.insert(feature(.className, name))
                default: break
                }
            }
        }
        return filter
    }

    private enum FeatureKind: UInt8 {
        case type, id, className
    }

    /// FNV-1a of the kind and the value's UTF-8, mixed so that every slice of bits varies: the same in
    /// every run, unlike `Hasher`, so that which rules a filter rejects never changes between runs.
    private static func feature(_ kind: FeatureKind, _ value: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash = (hash ^ UInt64(kind.rawValue)) &* 0x100_0000_01b3
        for byte in value.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        hash ^= hash >> 29
        hash &*= 0xbf58_476d_1ce4_e5b9
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }

    /// Sets two bits chosen by independent 9-bit slices of the feature's hash.
    private mutating func insert(_ feature: Int) {
        setBit(feature & 511)
        setBit((feature >> 9) & 511)
    }

    private mutating func setBit(_ position: Int) {
        bits[position >> 6] |= 1 << UInt64(position & 63)
    }
}
