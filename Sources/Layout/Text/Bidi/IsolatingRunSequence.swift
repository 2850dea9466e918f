/// Resolves the weak types, neutral types and implicit levels of one isolating run sequence
/// (UAX #9 rules W1–W7, N0–N2, I1–I2). `types` are the sequence's current classes, in order.
struct IsolatingRunSequence {
    let indices: [Int]
    let level: UInt8
    let sos: BidiClass
    let eos: BidiClass
    var types: [BidiClass]
    let originalTypes: [BidiClass]
    let brackets: [BidiBracket?]

    init(indices: [Int], level: UInt8, sos: BidiClass, eos: BidiClass, classes: [BidiClass],
         originalClasses: [BidiClass], brackets: [BidiBracket?]) {
        self.indices = indices
        self.level = level
        self.sos = sos
        self.eos = eos
        types = indices.map { classes[$0] }
        originalTypes = indices.map { originalClasses[$0] }
        self.brackets = indices.map { brackets[$0] }
    }

    var embeddingDirection: BidiClass { level % 2 == 1 ? .rightToLeft : .leftToRight }

    mutating func resolve() {
        resolveWeakTypes()
        resolveBracketPairs()
        resolveNeutrals()
    }

    /// I1–I2.
    func resolvedLevel(at position: Int) -> UInt8 {
        switch (level % 2 == 0, types[position]) {
        case (true, .rightToLeft): level + 1
        case (true, .arabicNumber), (true, .europeanNumber): level + 2
        case (false, .leftToRight), (false, .arabicNumber), (false, .europeanNumber): level + 1
        default: level
        }
    }

    private static func isIsolateControl(_ type: BidiClass) -> Bool {
        type == .leftToRightIsolate || type == .rightToLeftIsolate || type == .firstStrongIsolate
            || type == .popDirectionalIsolate
    }

    private mutating func resolveWeakTypes() {
        for position in types.indices where types[position] == .nonspacingMark {  // W1
            if position == 0 {
                types[position] = sos
            } else {
                types[position] = Self.isIsolateControl(types[position - 1]) ? .otherNeutral : types[position - 1]
            }
        }
        var lastStrong = sos
        for position in types.indices {  // W2, W3
            switch types[position] {
            case .leftToRight, .rightToLeft: lastStrong = types[position]
            case .arabicLetter:
                lastStrong = .arabicLetter
                types[position] = .rightToLeft
            case .europeanNumber where lastStrong == .arabicLetter: types[position] = .arabicNumber
            default: break
            }
        }
        for position in types.indices.dropFirst().dropLast() {  // W4
            let (before, after) = (types[position - 1], types[position + 1])
            if types[position] == .europeanSeparator && before == .europeanNumber && after == .europeanNumber {
                types[position] = .europeanNumber
            } else if types[position] == .commonSeparator && before == after
                        && (before == .europeanNumber || before == .arabicNumber) {
                types[position] = before
            }
        }
        var position = 0
        while position < types.count {  // W5
            guard types[position] == .europeanTerminator else { position += 1; continue }
            var end = position
            while end < types.count, types[end] == .europeanTerminator { end += 1 }
            let touchesNumber = (position > 0 && types[position - 1] == .europeanNumber)
                || (end < types.count && types[end] == .europeanNumber)
            if touchesNumber { for terminator in position..<end { types[terminator] = .europeanNumber } }
            position = end
        }
        for position in types.indices {  // W6
            if [.europeanSeparator, .europeanTerminator, .commonSeparator].contains(types[position]) {
                types[position] = .otherNeutral
            }
        }
        lastStrong = sos
        for position in types.indices {  // W7
            switch types[position] {
            case .leftToRight, .rightToLeft: lastStrong = types[position]
            case .europeanNumber where lastStrong == .leftToRight: types[position] = .leftToRight
            default: break
            }
        }
    }

    /// The strong direction a resolved type counts as for N0–N2 (numbers count as R).
    static func strongDirection(_ type: BidiClass) -> BidiClass? {
        switch type {
        case .leftToRight: .leftToRight
        case .rightToLeft, .arabicNumber, .europeanNumber: .rightToLeft
        default: nil
        }
    }

    private static func isNeutralOrIsolate(_ type: BidiClass) -> Bool {
        switch type {
        case .paragraphSeparator, .segmentSeparator, .whiteSpace, .otherNeutral: true
        default: isIsolateControl(type)
        }
    }

    /// N1–N2: runs of neutrals take the direction around them when both sides agree, else the
    /// embedding direction.
    private mutating func resolveNeutrals() {
        var position = 0
        while position < types.count {
            guard Self.isNeutralOrIsolate(types[position]) else { position += 1; continue }
            var end = position
            while end < types.count, Self.isNeutralOrIsolate(types[end]) { end += 1 }
            let before = position == 0 ? sos : Self.strongDirection(types[position - 1]) ?? embeddingDirection
            let after = end == types.count ? eos : Self.strongDirection(types[end]) ?? embeddingDirection
            let resolved = before == after ? before : embeddingDirection
            for neutral in position..<end { types[neutral] = resolved }
            position = end
        }
    }
}
