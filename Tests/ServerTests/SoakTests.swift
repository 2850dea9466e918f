import DecorEngine
import Foundation
import Server
import NIOHTTP1
import XCTest

/// A bounded soak: readers PUT, GET and read pages in a loop while event streams stay open, for
/// `DECOR_SOAK_SECONDS` (20 by default); the process's resident memory after a warm-up round must not
/// keep growing with the number of requests.
final class SoakTests: XCTestCase {
    func testMixedLoadKeepsMemoryFlat() async throws {
        let seconds = Double(ProcessInfo.processInfo.environment["DECOR_SOAK_SECONDS"] ?? "") ?? 20
        let server = try await TestServer.start([try ServerFixtures.open(ServerFixtures.mobyDick)])
        let readers = (0..<4).map { "reader\($0)" }
        let streams = try await readers.asyncMap { try await EventStream.open(server.url("/pub/moby-dick/readers/\($0)/events")) }
        let quotes = ["Ishmael", "whale", "little or no money", "precisely", "November", "Cato", "Manhattoes", "water"]

        func round(_ number: Int) async throws {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (index, reader) in readers.enumerated() {
                    group.addTask {
                        let decorations = (0..<40).map { i in
                            ServerFixtures.decoration("\(i)", quotes[(i + number + index) % quotes.count],
                                                      tint: (number + i) % 3 == 0 ? "red" : "#FFD700")
                        }
                        let path = "/pub/moby-dick/readers/\(reader)/groups/g\(number % 3)"
                        let requests: [(String, HTTPMethod, [UInt8]?)] = [
                            (path, .PUT, ServerFixtures.body(decorations)), (path, .GET, nil),
                            ("/pub/moby-dick/\(ServerFixtures.chapter)?reader=\(reader)", .GET, nil),
                        ]
                        for (path, method, body) in requests {
                            let status = try await server.request(path, method: method, body: body).status
                            XCTAssertEqual(status, 200, "\(method) \(path)")
                        }
                    }
                }
                try await group.waitForAll()
            }
        }

        for number in 0..<20 { try await round(number) }
        let start = Self.residentBytes()
        let deadline = ContinuousClock.now + .seconds(seconds)
        var rounds = 20
        while ContinuousClock.now < deadline {
            try await round(rounds)
            rounds += 1
        }
        let end = Self.residentBytes()
        print("soak: \(rounds) rounds of \(readers.count * 3) requests in \(seconds) s; resident \(start >> 20) MiB → \(end >> 20) MiB")
        XCTAssertLessThan(end, start + 64 << 20, "resident memory grew by more than 64 MiB")
        for stream in streams {
            let event = try await stream.next().name
            XCTAssertEqual(event, "diff", "the stream is still alive and received diffs")
            stream.close()
        }
        await server.stop()
    }

    /// Resident set size from /proc/self/statm.
    static func residentBytes() -> Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
        let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

extension Array {
    fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
