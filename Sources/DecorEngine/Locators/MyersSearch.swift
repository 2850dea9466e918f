/// Approximate substring search with Myers' bit-parallel algorithm (edit distance: insertions, deletions,
/// substitutions), in blocks of 64 pattern units so that patterns of any length are searched in
/// O(n · ⌈m/64⌉). Text and pattern are UTF-16 code units, like every offset in decor.
struct MyersSearch {
    /// A match: `text[start..<end]` is within `errors` edits of the pattern.
    struct Match: Equatable {
        let start: Int
        let end: Int
        let errors: Int
    }

    let pattern: [UInt16]
    private let matcher: BitParallelMatcher
    private let reverseMatcher: BitParallelMatcher

    init(_ pattern: [UInt16]) {
        self.pattern = pattern
        matcher = BitParallelMatcher(pattern)
        reverseMatcher = BitParallelMatcher(pattern.reversed())
    }

    /// The matches with the fewest errors (at most `maxErrors`) inside `bounds`, at most `limit` of them,
    /// each extended to its longest start with that error count.
    func bestMatches(in text: [UInt16], within bounds: Range<Int>, maxErrors: Int, limit: Int = 1000) -> [Match] {
        guard !pattern.isEmpty, !bounds.isEmpty else { return [] }
        let (errors, ends) = matcher.bestEnds(in: text, within: bounds, maxErrors: maxErrors, limit: limit)
        guard let errors else { return [] }
        return ends.map { end in
            let window = max(bounds.lowerBound, end - pattern.count - errors)..<end
            let length = reverseMatcher.longestAnchoredLength(endingAt: end, in: text, within: window, maxErrors: errors)
            return Match(start: end - length, end: end, errors: errors)
        }
    }

    /// The fewest edits that turn the pattern into some substring of `text[bounds]` (the pattern's length
    /// when the bounds are empty).
    func minimumErrors(in text: [UInt16], within bounds: Range<Int>) -> Int {
        guard !pattern.isEmpty else { return 0 }
        guard !bounds.isEmpty else { return pattern.count }
        return matcher.bestEnds(in: text, within: bounds, maxErrors: pattern.count, limit: 1).errors ?? pattern.count
    }
}

/// The bit vectors of one pattern and the column step of Myers' algorithm.
private struct BitParallelMatcher {
    private let length: Int
    private let blockCount: Int
    /// Pattern-equality masks: `asciiMasks[unit * blockCount + block]` for units below 128.
    private let asciiMasks: [UInt64]
    private let otherMasks: [UInt16: [UInt64]]
    private let lastBlockHighBit: UInt64

    init<Units: Collection>(_ pattern: Units) where Units.Element == UInt16 {
        length = pattern.count
        blockCount = max(1, (pattern.count + 63) / 64)
        var ascii = [UInt64](repeating: 0, count: 128 * blockCount)
        var other: [UInt16: [UInt64]] = [:]
        for (index, unit) in pattern.enumerated() {
            let bit = UInt64(1) << UInt64(index % 64)
            if unit < 128 {
                ascii[Int(unit) * blockCount + index / 64] |= bit
            } else {
                other[unit, default: [UInt64](repeating: 0, count: blockCount)][index / 64] |= bit
            }
        }
        asciiMasks = ascii
        otherMasks = other
        lastBlockHighBit = UInt64(1) << UInt64((max(1, pattern.count) - 1) % 64)
    }

    /// The smallest error count reached at any end position inside `bounds` (nil when above `maxErrors`),
    /// and the end offsets that reach it.
    func bestEnds(in text: [UInt16], within bounds: Range<Int>, maxErrors: Int, limit: Int) -> (errors: Int?, ends: [Int]) {
        var score = length
        var best = maxErrors
        var found: Int?
        var ends: [Int] = []
        withColumns { step in
            text.withUnsafeBufferPointer { units in
                for index in bounds {
                    score += step(units[index], 0)
                    guard score <= best else { continue }
                    if score < best || found == nil {
                        best = score
                        found = score
                        ends.removeAll(keepingCapacity: true)
                    }
                    if ends.count < limit { ends.append(index + 1) }
                }
            }
        }
        return (found, ends)
    }

    /// For a reversed pattern: the longest `L` such that `text[end-L..<end]` is within `maxErrors` edits of
    /// the (unreversed) pattern, reading the text backwards from `end` inside `window`.
    func longestAnchoredLength(endingAt end: Int, in text: [UInt16], within window: Range<Int>, maxErrors: Int) -> Int {
        var score = length
        var longest = 0
        withColumns { step in
            var consumed = 0
            for index in window.reversed() {
                // Anchored at `end`: the top row grows by one per text unit consumed.
                score += step(text[index], 1)
                consumed += 1
                if score <= maxErrors { longest = consumed }
            }
        }
        return longest
    }

    /// Runs `body` with a column step over fresh state (vertical deltas all +1): the step advances every
    /// block by one text unit, given the carry into the first block, and returns the change of the score
    /// at the last pattern row. The state lives in raw buffers: this is the innermost loop of every
    /// approximate search.
    private func withColumns(_ body: ((UInt16, Int) -> Int) -> Void) {
        let blocks = blockCount
        let positive = UnsafeMutablePointer<UInt64>.allocate(capacity: blocks)
        let negative = UnsafeMutablePointer<UInt64>.allocate(capacity: blocks)
        positive.initialize(repeating: ~0, count: blocks)
        negative.initialize(repeating: 0, count: blocks)
        defer {
            positive.deallocate()
            negative.deallocate()
        }
        asciiMasks.withUnsafeBufferPointer { ascii in
            let lastHigh = lastBlockHighBit
            body { unit, carryIn in
                var carry = carryIn
                if unit < 128 {
                    let row = Int(unit) * blocks
                    for block in 0..<blocks {
                        let high = block == blocks - 1 ? lastHigh : UInt64(1) << 63
                        carry = Self.advance(&positive[block], &negative[block], equal: ascii[row + block], carryIn: carry, high: high)
                    }
                } else {
                    let masks = otherMasks[unit]
                    for block in 0..<blocks {
                        let high = block == blocks - 1 ? lastHigh : UInt64(1) << 63
                        carry = Self.advance(&positive[block], &negative[block], equal: masks?[block] ?? 0, carryIn: carry, high: high)
                    }
                }
                return carry
            }
        }
    }

    /// One block of one column (Myers 1999, with horizontal carries between blocks).
    @inline(__always)
    private static func advance(_ positive: inout UInt64, _ negative: inout UInt64, equal: UInt64, carryIn: Int, high: UInt64) -> Int {
        var equal = equal
        let vertical = equal | negative
        if carryIn < 0 { equal |= 1 }
        let horizontal = (((equal & positive) &+ positive) ^ positive) | equal
        var horizontalPositive = negative | ~(horizontal | positive)
        var horizontalNegative = positive & horizontal
        let carryOut = horizontalPositive & high != 0 ? 1 : (horizontalNegative & high != 0 ? -1 : 0)
        horizontalPositive <<= 1
        horizontalNegative <<= 1
        if carryIn < 0 { horizontalNegative |= 1 } else if carryIn > 0 { horizontalPositive |= 1 }
        positive = horizontalNegative | ~(vertical | horizontalPositive)
        negative = horizontalPositive & vertical
        return carryOut
    }
}
