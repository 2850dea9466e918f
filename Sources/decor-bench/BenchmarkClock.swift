import Foundation

/// Timing for the benchmarks: durations as seconds, and the median of repeated runs (robust to a busy machine).
enum BenchmarkClock {
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// The CPU time of `clock` (`CLOCK_THREAD_CPUTIME_ID`, `CLOCK_PROCESS_CPUTIME_ID`) in seconds: on a shared
    /// machine it does not count the time other processes hold the cores.
    static func cpuSeconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` `runs` times and returns the median wall time in seconds.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            samples.append(seconds(try clock.measure(body)))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Runs every body in turn, `runs` rounds, and returns each one's median wall time in seconds: on a busy
    /// machine, measurements taken alternately see the same load.
    static func alternatingMedians(runs: Int, _ bodies: [() throws -> Void]) throws -> [Double] {
        let clock = ContinuousClock()
        var samples = bodies.map { _ in [Double]() }
        for _ in 0..<max(1, runs) {
            for (index, body) in bodies.enumerated() {
                samples[index].append(seconds(try clock.measure(body)))
            }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }
}
