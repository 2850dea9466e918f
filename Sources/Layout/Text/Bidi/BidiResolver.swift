/// Resolves embedding levels over code points given their bidi classes (UAX #9 rules P2–P3, X1–X10,
/// then `IsolatingRunSequence` for W1–I2). Works on classes so that BidiTest.txt can drive it.
struct BidiResolver {
    static let maximumDepth: UInt8 = 125

    var classes: [BidiClass]
    let originalClasses: [BidiClass]
    let brackets: [BidiBracket?]
    let direction: BidiParagraph.Direction
    /// For each isolate initiator, the index of its matching PDI (BD9).
    private var matchingPDI: [Int: Int] = [:]

    func matchingPDI(of initiator: Int) -> Int? { matchingPDI[initiator] }
    var matchingPDIIndices: Dictionary<Int, Int>.Values { matchingPDI.values }

    init(classes: [BidiClass], brackets: [BidiBracket?], direction: BidiParagraph.Direction) {
        self.classes = classes
        originalClasses = classes
        self.brackets = brackets
        self.direction = direction
    }

    /// The paragraph level and each code point's level; nil for code points removed by X9.
    mutating func resolve() -> (paragraphLevel: UInt8, levels: [UInt8?]) {
        matchingPDI = Self.matchIsolates(classes)
        let paragraphLevel: UInt8 = switch direction {
        case .leftToRight: 0
        case .rightToLeft: 1
        case .auto: firstStrongLevel(from: 0, to: classes.count) ?? 0
        }
        var levels = explicitLevels(paragraphLevel: paragraphLevel)
        for sequence in isolatingRunSequences(levels: levels, paragraphLevel: paragraphLevel) {
            var resolver = IsolatingRunSequence(indices: sequence.indices, level: sequence.level, sos: sequence.sos,
                                                eos: sequence.eos, classes: classes,
                                                originalClasses: originalClasses, brackets: brackets)
            resolver.resolve()
            for (position, index) in sequence.indices.enumerated() {
                classes[index] = resolver.types[position]
                levels[index] = resolver.resolvedLevel(at: position)
            }
        }
        return (paragraphLevel, levels)
    }

    /// BD9: each isolate initiator's matching PDI, stopping at paragraph separators.
    static func matchIsolates(_ classes: [BidiClass]) -> [Int: Int] {
        var matches: [Int: Int] = [:]
        var open: [Int] = []
        for (index, bidiClass) in classes.enumerated() {
            switch bidiClass {
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate: open.append(index)
            case .popDirectionalIsolate: if let opener = open.popLast() { matches[opener] = index }
            case .paragraphSeparator: open.removeAll()
            default: break
            }
        }
        return matches
    }

    /// P2–P3: the level of the first strong character in a range, skipping isolated content.
    func firstStrongLevel(from start: Int, to end: Int) -> UInt8? {
        var index = start
        while index < end {
            switch classes[index] {
            case .leftToRight: return 0
            case .rightToLeft, .arabicLetter: return 1
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate:
                guard let pdi = matchingPDI[index] else { return nil }
                index = pdi
            case .paragraphSeparator: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    private struct StackEntry {
        var level: UInt8
        var override: BidiClass?
        var isIsolate: Bool
    }

    /// X1–X9: explicit levels and directions; removed characters get nil.
    private mutating func explicitLevels(paragraphLevel: UInt8) -> [UInt8?] {
        var levels = [UInt8?](repeating: nil, count: classes.count)
        var stack = [StackEntry(level: paragraphLevel, override: nil, isIsolate: false)]
        var overflowIsolates = 0
        var overflowEmbeddings = 0
        var validIsolates = 0
        for index in classes.indices {
            let current = stack[stack.count - 1]
            let nextOdd = (current.level + 1) | 1
            let nextEven = (current.level + 2) & ~1
            switch classes[index] {
            case .rightToLeftEmbedding, .leftToRightEmbedding, .rightToLeftOverride, .leftToRightOverride:
                let isRTL = classes[index] == .rightToLeftEmbedding || classes[index] == .rightToLeftOverride
                let level = isRTL ? nextOdd : nextEven
                if level <= Self.maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    let override: BidiClass? = switch classes[index] {
                    case .rightToLeftOverride: .rightToLeft
                    case .leftToRightOverride: .leftToRight
                    default: nil
                    }
                    stack.append(StackEntry(level: level, override: override, isIsolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .rightToLeftIsolate, .leftToRightIsolate, .firstStrongIsolate:
                levels[index] = current.level
                var isRTL = classes[index] == .rightToLeftIsolate
                if classes[index] == .firstStrongIsolate {
                    isRTL = firstStrongLevel(from: index + 1, to: matchingPDI[index] ?? classes.count) == 1
                }
                if let override = current.override { classes[index] = override }
                let level = isRTL ? nextOdd : nextEven
                if level <= Self.maximumDepth && overflowIsolates == 0 && overflowEmbeddings == 0 {
                    validIsolates += 1
                    stack.append(StackEntry(level: level, override: nil, isIsolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .popDirectionalIsolate:
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isIsolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let top = stack[stack.count - 1]
                levels[index] = top.level
                if let override = top.override { classes[index] = override }
            case .popDirectionalFormat:
                if overflowIsolates > 0 {
                    break
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !current.isIsolate && stack.count >= 2 {
                    stack.removeLast()
                }
            case .paragraphSeparator:
                levels[index] = paragraphLevel
            case .boundaryNeutral:
                break
            default:
                levels[index] = current.level
                if let override = current.override { classes[index] = override }
            }
        }
        return levels
    }
}
