import ArgumentParser
import DecorEngine
import Foundation

/// `decor-bench diff`: the group diff on a large group with a small fraction changed, beside a baseline
/// built on the standard library's `difference(from:)` (the list diff the Readium toolkits use), in the
/// same run on the same data.
struct DiffBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Time decor's keyed group diff against a difference(from:) baseline.")

    @Option(help: "Decorations in the old state.")
    var count = 100_000

    @Option(help: "Fraction of decorations changed (split evenly between updates, adds, removes and href moves).")
    var changed = 0.01

    @Option(help: "Timed runs of each diff; the median is printed.")
    var runs = 5

    func run() throws {
        let workload = DiffWorkload(count: count, changedFraction: changed)
        print("diff: \(count) decorations, \(workload.changeCount) changed "
              + "(\(workload.perKind) updates, \(workload.perKind) adds, \(workload.perKind) removes, \(workload.perKind) href moves)")

        var decorChanges = 0
        let decorTime = try median(runs) {
            decorChanges = try GroupDiff.changes(group: "bench", old: workload.old, new: workload.new)
                .reduce(0) { $0 + $1.changes.count }
        }
        var baselineChanges = 0
        let baselineTime = median(runs) {
            baselineChanges = ListDiffBaseline.changeCount(old: workload.old, new: workload.new)
        }
        print("median thread CPU time of \(runs) runs:")
        print("decor GroupDiff (keyed by id, hashing):   \(format(decorTime)) ms  (\(decorChanges) changes)")
        print("baseline difference(from:) keyed by id:   \(format(baselineTime)) ms  (\(baselineChanges) changes)")
        print("ratio (baseline / decor): \(format(baselineTime / decorTime))x")
    }

    /// The median thread CPU time of `runs` runs, in milliseconds. CPU time rather than wall time: the
    /// machines this runs on are shared, and CPU time does not count the time other processes hold the core.
    private func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = BenchmarkClock.cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
            try body()
            times.append((BenchmarkClock.cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start) * 1000)
        }
        return times.sorted()[times.count / 2]
    }

    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

/// The baseline: the list diff of the toolkits. The new state is diffed against the old one with
/// `difference(from:)` over whole decorations; a removal and an insertion of the same id are then paired
/// into an update (same href) or a move (remove + add), as the toolkits pair them.
enum ListDiffBaseline {
    static func changeCount(old: [Decoration], new: [Decoration]) -> Int {
        let difference = new.difference(from: old)
        var removedByID: [String: Decoration] = [:]
        var insertedByID: [String: Decoration] = [:]
        for change in difference {
            switch change {
            case let .remove(_, decoration, _): removedByID[decoration.id] = decoration
            case let .insert(_, decoration, _): insertedByID[decoration.id] = decoration
            }
        }
        var count = 0
        for (id, inserted) in insertedByID {
            if let removed = removedByID.removeValue(forKey: id) {
                count += removed.href == inserted.href ? 1 : 2
            } else {
                count += 1
            }
        }
        return count + removedByID.count
    }
}

/// A deterministic old state spread over 100 resources and a new state with `changedFraction` of it
/// changed at scattered positions, a quarter each updated, added, removed and moved to another href.
struct DiffWorkload {
    let old: [Decoration]
    let new: [Decoration]
    let perKind: Int
    var changeCount: Int { perKind * 4 }

    init(count: Int, changedFraction: Double) {
        var generator = SplitMix64(seed: 0x5EED)
        let hrefs = (0..<count).map { "OPS/chapter_\($0 * 100 / max(1, count)).xhtml" }
        old = hrefs.indices.map { Self.decoration(id: $0, href: hrefs[$0], text: "quote \($0)") }
        perKind = Int(Double(count) * changedFraction) / 4
        var positions = Array(hrefs.indices)
        for index in positions.indices.reversed() where index > 0 {
            positions.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        // The new state is built afresh, as if parsed from a new file: nothing is shared with the old one.
        var state: [Decoration?] = hrefs.indices.map { Self.decoration(id: $0, href: hrefs[$0], text: "quote \($0)") }
        for (offset, position) in positions.prefix(perKind * 3).enumerated() {
            switch offset % 3 {
            case 0: state[position] = Self.decoration(id: position, href: hrefs[position], text: "edited \(position)")
            case 1: state[position] = nil
            default: state[position] = Self.decoration(id: position, href: "OPS/appendix.xhtml", text: "quote \(position)")
            }
        }
        var result = state.compactMap { $0 }
        for added in 0..<perKind {
            let position = Int(generator.next() % UInt64(result.count + 1))
            result.insert(Self.decoration(id: count + added, href: "OPS/chapter_\(added % 100).xhtml", text: "new \(added)"), at: position)
        }
        new = result
    }

    private static func decoration(id: Int, href: String, text: String) -> Decoration {
        let locator = JSONValue.object([
            JSONMember("href", .string(href)),
            JSONMember("type", .string("application/xhtml+xml")),
            JSONMember("locations", .object([JSONMember("progression", .number(JSONNumber(id % 1000)))])),
            JSONMember("text", .object([JSONMember("before", .string("before ")), JSONMember("highlight", .string(text)),
                                        JSONMember("after", .string(" after"))])),
        ])
        return Decoration(id: String(id), locator: locator, style: Style(type: .highlight, tint: .yellow))!
    }
}
