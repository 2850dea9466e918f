/// The source (DOM) offset of every code unit of a text after white-space processing, kept as runs of
/// consecutive offsets: collapsing leaves most units one after the other, so a paragraph's offsets take a
/// few runs instead of an integer per unit (a laid-out chapter keeps them all until its ranges are
/// measured).
package struct SourceOffsets: RandomAccessCollection, Hashable, Sendable {
    /// Where each run starts in the text, and the source offset of its first unit. Offsets fit in 32
    /// bits: a text node is refused long before (`LayoutDocumentError.limitExceeded`).
    private var runStarts: [Int32] = []
    private var runOffsets: [Int32] = []
    /// The number of units.
    package private(set) var endIndex = 0

    /// Offsets are indexed from 0, as the text's units.
    package var startIndex: Int { 0 }

    /// How many runs hold the offsets (each run is one more index entry kept).
    var runCount: Int { runStarts.count }

    /// No offsets (generated text, which no text node holds).
    package init() {}

    /// The offsets of a sequence, in order.
    package init<Offsets: Sequence<Int>>(_ offsets: Offsets) {
        for offset in offsets { append(offset) }
    }

    /// The source offset of the unit at `position`.
    package subscript(position: Int) -> Int {
        let run = run(containing: position)
        return Int(runOffsets[run]) + position - Int(runStarts[run])
    }

    /// Adds the next unit's offset, extending the last run when it follows on.
    package mutating func append(_ offset: Int) {
        if let start = runStarts.last, let first = runOffsets.last,
           offset == Int(first) + endIndex - Int(start) {
            endIndex += 1
            return
        }
        runStarts.append(Int32(clamping: endIndex))
        runOffsets.append(Int32(clamping: offset))
        endIndex += 1
    }

    /// Adds the offsets of consecutive units, one run (or the last run extended).
    package mutating func append(contentsOf offsets: Range<Int>) {
        guard let first = offsets.first else { return }
        append(first)
        endIndex += offsets.count - 1
    }

    /// Drops the last unit's offset (a trailing collapsible space removed).
    package mutating func removeLast() {
        guard endIndex > 0 else { return }
        endIndex -= 1
        if let start = runStarts.last, Int(start) == endIndex {
            runStarts.removeLast()
            runOffsets.removeLast()
        }
    }

    /// The first position whose offset is at or after `offset` (`count` when none is); offsets increase.
    func firstIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func run(containing position: Int) -> Int {
        var low = 0
        var high = runStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(runStarts[middle]) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
