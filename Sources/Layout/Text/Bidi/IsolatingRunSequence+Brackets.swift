extension IsolatingRunSequence {
    /// BD16 stops pairing after this many open brackets.
    private static let maximumOpenBrackets = 63

    /// BD16: the bracket pairs of the sequence (positions), sorted by their opening bracket.
    func bracketPairs() -> [(opening: Int, closing: Int)] {
        var open: [(closer: UInt32, position: Int)] = []
        var pairs: [(opening: Int, closing: Int)] = []
        for position in types.indices where types[position] == .otherNeutral {
            switch brackets[position] {
            case .opening(let closer)?:
                guard open.count < Self.maximumOpenBrackets else { return pairs.sorted { $0.opening < $1.opening } }
                open.append((closer, position))
            case .closing(let closer)?:
                if let match = open.lastIndex(where: { $0.closer == closer }) {
                    pairs.append((open[match].position, position))
                    open.removeSubrange(match...)
                }
            case nil:
                continue
            }
        }
        return pairs.sorted { $0.opening < $1.opening }
    }

    /// The first strong direction before a position, `sos` when there is none.
    private func strongDirection(before position: Int) -> BidiClass {
        for earlier in stride(from: position - 1, through: 0, by: -1) {
            if let direction = Self.strongDirection(types[earlier]) { return direction }
        }
        return sos
    }

    /// N0: a bracket pair takes the embedding direction when it encloses that direction, the opposite
    /// one when it encloses only that and the context before it agrees; marks after a changed
    /// bracket follow it.
    mutating func resolveBracketPairs() {
        let embedding = embeddingDirection
        for pair in bracketPairs() {
            var foundEmbedding = false
            var foundOpposite = false
            for position in (pair.opening + 1)..<pair.closing {
                guard let direction = Self.strongDirection(types[position]) else { continue }
                if direction == embedding { foundEmbedding = true } else { foundOpposite = true }
            }
            let resolved: BidiClass
            if foundEmbedding {
                resolved = embedding
            } else if foundOpposite {
                resolved = strongDirection(before: pair.opening) == embedding ? embedding : embedding.opposite
            } else {
                continue
            }
            for bracket in [pair.opening, pair.closing] {
                types[bracket] = resolved
                var next = bracket + 1
                while next < types.count, originalTypes[next] == .nonspacingMark {
                    types[next] = resolved
                    next += 1
                }
            }
        }
    }
}

extension BidiClass {
    /// R for L and L for anything else: the other strong direction.
    var opposite: BidiClass { self == .leftToRight ? .rightToLeft : .leftToRight }
}
