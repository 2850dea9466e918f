import ArgumentParser
import DecorEngine
import Foundation
import Server

/// `decor-bench groupstate`: the server's side of `PUT /pub/{id}/readers/{r}/groups/{group}` — the body read
/// and checked, the diff from the stored state, the state stored (SQLite in memory) and the diff written as
/// the answer — for a group of `count` decorations with `changed` of them changed, beside a baseline group
/// ten times smaller, in the same run. HTTP itself is left out: `scripts/serve-bench.sh` measures it with wrk.
/// Wall time and the process's CPU time are both printed: on a shared machine the wall time also counts
/// the time other processes hold the cores.
struct GroupStateBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "groupstate",
        abstract: "Time a group-state PUT (read, diff, store, answer) on a large group beside a 10× smaller one.")

    @Option(help: "Decorations in the group.")
    var count = 10_000

    @Option(help: "Fraction of decorations changed between two PUTs.")
    var changed = 0.01

    @Option(help: "Timed PUTs of each size, alternating between the two states; the median is printed.")
    var runs = 21

    func run() async throws {
        for size in [count / 10, count] {
            let workload = DiffWorkload(count: size, changedFraction: changed)
            let bodies = [workload.old, workload.new].map(Self.body)
            let store = try GroupStateStore(url: nil, limits: ServerLimits().decorationsFile)
            let key = ReaderKey(publication: "bench", reader: "reader")
            _ = try await put(bodies[0], into: store, key: key)
            var samples: [Double] = []
            var cpuSamples: [Double] = []
            var changes = 0
            for run in 0..<max(1, runs) {
                let clock = ContinuousClock()
                let started = clock.now
                let cpuStarted = BenchmarkClock.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
                changes = try await put(bodies[(run + 1) % 2], into: store, key: key)
                samples.append(BenchmarkClock.seconds(clock.now - started) * 1000)
                cpuSamples.append((BenchmarkClock.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - cpuStarted) * 1000)
            }
            samples.sort()
            cpuSamples.sort()
            print(String(format: "group-state PUT, %d decorations (%d changes, %.1f MB body): median %.2f ms, fastest %.2f ms; "
                         + "process CPU time median %.2f ms",
                         size, changes, Double(bodies[1].count) / 1e6, samples[samples.count / 2], samples[0],
                         cpuSamples[cpuSamples.count / 2]))
        }
    }

    /// What the route does with a body; returns how many changes the diff holds.
    private func put(_ body: [UInt8], into store: GroupStateStore, key: ReaderKey) async throws -> Int {
        let previous = try await store.groups(of: key).states["highlights"]
        let state = try GroupStateBody(body, group: "highlights", limits: ServerLimits().decorationsFile, previous: previous)
        let changes = try await store.replace(group: "highlights", of: key, with: state).changes
        _ = JSONWriter().bytes(.array(changes.map(\.json)))
        return changes.reduce(0) { $0 + $1.changes.count }
    }

    private static func body(_ decorations: [Decoration]) -> [UInt8] {
        JSONWriter().bytes(.object([JSONMember("decorations", .array(decorations.map(\.json)))]))
    }
}
