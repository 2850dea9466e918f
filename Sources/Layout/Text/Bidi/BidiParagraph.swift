/// The Unicode Bidirectional Algorithm (UAX #9, Unicode 15.0) for one paragraph of UTF-16 text:
/// resolved embedding levels (rules P2–I2), per-line adjustments (L1) and visual order (L2).
package struct BidiParagraph: Sendable {
    /// The paragraph's base direction: given by `dir`, or found from the first strong character.
    package enum Direction: Sendable {
        case leftToRight, rightToLeft, auto
    }

    package let text: [UInt16]
    package let paragraphLevel: UInt8
    /// Each code point's level before L1; nil for those rule X9 removes (embedding controls, BN).
    let scalarLevels: [UInt8?]
    let originalClasses: [BidiClass]
    /// The UTF-16 offset of each code point.
    let scalarOffsets: [Int]

    package init(_ text: [UInt16], direction: Direction) {
        self.text = text
        var classes: [BidiClass] = []
        var brackets: [BidiBracket?] = []
        var offsets: [Int] = []
        var index = 0
        while index < text.count {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: text.count)
            classes.append(BidiCharacterData.bidiClass(of: scalar.value))
            brackets.append(BidiCharacterData.bracket(of: scalar.value))
            offsets.append(index)
            index += length
        }
        var resolver = BidiResolver(classes: classes, brackets: brackets, direction: direction)
        let resolved = resolver.resolve()
        paragraphLevel = resolved.paragraphLevel
        scalarLevels = resolved.levels
        originalClasses = classes
        scalarOffsets = offsets
    }

    /// The level of each UTF-16 code unit of a line (a range of the paragraph) after rule L1; code
    /// points removed by X9 take the level of the one before them.
    package func lineLevels(_ line: Range<Int>) -> [UInt8] {
        let first = scalarIndex(at: line.lowerBound)
        let end = scalarIndex(at: line.upperBound)
        var levels = Array(scalarLevels[first..<end])
        BidiLineRules.resetSeparatorsAndTrailingSpace(&levels, classes: originalClasses[first..<end],
                                                      paragraphLevel: paragraphLevel)
        var result = [UInt8](repeating: paragraphLevel, count: line.count)
        var previous = paragraphLevel
        for (position, level) in levels.enumerated() {
            let scalar = first + position
            previous = level ?? previous
            let unitEnd = scalar + 1 < scalarOffsets.count ? scalarOffsets[scalar + 1] : text.count
            for unit in max(scalarOffsets[scalar], line.lowerBound)..<min(unitEnd, line.upperBound) {
                result[unit - line.lowerBound] = previous
            }
        }
        return result
    }

    /// The UTF-16 offsets of a line in visual order (rule L2), left to right.
    package func visualOrder(_ line: Range<Int>) -> [Int] {
        BidiLineRules.visualOrder(levels: lineLevels(line)).map { $0 + line.lowerBound }
    }

    private func scalarIndex(at offset: Int) -> Int {
        var low = 0
        var high = scalarOffsets.count
        while low < high {
            let middle = (low + high) / 2
            if scalarOffsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The rules of UAX #9 that apply per line: L1 (levels reset) and L2 (reordering).
package enum BidiLineRules {
    /// L1: segment and paragraph separators, and the white space and isolate controls before them or
    /// at the end of the line, go back to the paragraph level (removed code points, nil, stay nil).
    static func resetSeparatorsAndTrailingSpace(_ levels: inout [UInt8?], classes: ArraySlice<BidiClass>,
                                                paragraphLevel: UInt8) {
        var resetting = true
        for position in stride(from: levels.count - 1, through: 0, by: -1) {
            let bidiClass = classes[classes.startIndex + position]
            switch bidiClass {
            case .segmentSeparator, .paragraphSeparator:
                levels[position] = paragraphLevel
                resetting = true
            case .whiteSpace, .firstStrongIsolate, .leftToRightIsolate, .rightToLeftIsolate, .popDirectionalIsolate:
                if resetting { levels[position] = paragraphLevel }
            case .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride,
                 .rightToLeftOverride, .popDirectionalFormat:
                continue
            default:
                resetting = false
            }
        }
    }

    /// L2: the indices of `levels` in visual order, reversing runs from the highest level down to the
    /// lowest odd level.
    package static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        for level in stride(from: Int(highest), through: Int(lowestOdd), by: -1) {
            var index = 0
            while index < order.count {
                guard levels[order[index]] >= level else { index += 1; continue }
                var end = index
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
        }
        return order
    }
}
