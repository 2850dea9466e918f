import Foundation
import XCTest
@testable import ProtectedLoader

final class RightsDatabaseTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rights-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if ChildTestProcess.role == nil { try? FileManager.default.removeItem(at: directory) }
    }

    func testConsumptionStaysWithinTheAllowance() throws {
        let database = try RightsDatabase.inMemory()
        XCTAssertTrue(try database.consume(licenseID: "L", right: .copy, amount: 60, allowance: 100))
        XCTAssertFalse(try database.consume(licenseID: "L", right: .copy, amount: 41, allowance: 100))
        XCTAssertEqual(try database.consumed(licenseID: "L", right: .copy), 60)
        XCTAssertTrue(try database.consume(licenseID: "L", right: .copy, amount: 40, allowance: 100))
        XCTAssertFalse(try database.consume(licenseID: "L", right: .copy, amount: 1, allowance: 100))
        XCTAssertTrue(try database.consume(licenseID: "L", right: .copy, amount: 0, allowance: 100))
        XCTAssertFalse(try database.consume(licenseID: "L", right: .copy, amount: -5, allowance: 100))
        XCTAssertEqual(try database.consumed(licenseID: "L", right: .copy), 100)
        XCTAssertEqual(try database.consumed(licenseID: "L", right: .print), 0)
        XCTAssertEqual(try database.consumed(licenseID: "other", right: .copy), 0)
    }

    func testADatabaseInAMissingFolderMakesTheFolderAtFirstUse() throws {
        let folder = directory.appendingPathComponent("home/nested")
        let database = RightsDatabase(url: folder.appendingPathComponent("rights.sqlite"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path), "made before its first use")
        XCTAssertTrue(try database.consume(licenseID: "L", right: .copy, amount: 1, allowance: 2))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("rights.sqlite").path))
    }

    func testConsumptionPersists() throws {
        let url = directory.appendingPathComponent("rights.sqlite")
        XCTAssertTrue(try RightsDatabase(url: url).consume(licenseID: "L", right: .print, amount: 3, allowance: 10))
        XCTAssertEqual(try RightsDatabase(url: url).consumed(licenseID: "L", right: .print), 3)
    }

    func testConcurrentThreadsNeverOverspend() throws {
        let database = RightsDatabase(url: directory.appendingPathComponent("rights.sqlite"))
        let granted = Counter()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            if (try? database.consume(licenseID: "L", right: .copy, amount: 1, allowance: 150)) == true { granted.increment() }
        }
        XCTAssertEqual(granted.value, 150)
        XCTAssertEqual(try database.consumed(licenseID: "L", right: .copy), 150)
    }

    /// Four processes consume one unit at a time from an allowance smaller than their attempts together:
    /// the grants they see add up to exactly the allowance, and so does the stored total.
    func testConcurrentProcessesNeverOverspend() throws {
        let url = directory.appendingPathComponent("rights.sqlite")
        XCTAssertEqual(try RightsDatabase(url: url).consumed(licenseID: "L", right: .copy), 0, "the database exists before the children open it")
        let allowance = 1000
        let children = try (0..<4).map { index in
            try ChildTestProcess.start("RightsDatabaseTests", "testChildConsumesRepeatedly", role: "consumer", environment: [
                "RIGHTS_DATABASE": url.path, "RIGHTS_ATTEMPTS": "400", "RIGHTS_ALLOWANCE": String(allowance),
                "RIGHTS_PROGRESS": directory.appendingPathComponent("granted-\(index)").path,
            ])
        }
        for child in children { child.waitUntilExit() }
        XCTAssertEqual(children.map(\.terminationStatus), [0, 0, 0, 0])
        let granted = try (0..<4).map { try Self.progress(directory.appendingPathComponent("granted-\($0)")) }
        XCTAssertEqual(granted.reduce(0, +), allowance, "\(granted)")
        XCTAssertGreaterThanOrEqual(granted.filter { $0 > 0 }.count, 2, "the processes overlapped: \(granted)")
        XCTAssertEqual(try RightsDatabase(url: url).consumed(licenseID: "L", right: .copy), allowance)
    }

    /// A process killed with SIGKILL while consuming loses none of the consumption it saw committed, and
    /// the database stays usable.
    func testProcessKilledMidConsumptionLosesNothingCommitted() throws {
        let url = directory.appendingPathComponent("rights.sqlite")
        let progress = directory.appendingPathComponent("granted")
        XCTAssertEqual(try RightsDatabase(url: url).consumed(licenseID: "L", right: .copy), 0, "the database exists before the children open it")
        let child = try ChildTestProcess.start("RightsDatabaseTests", "testChildConsumesRepeatedly", role: "consumer", environment: [
            "RIGHTS_DATABASE": url.path, "RIGHTS_ATTEMPTS": "1000000", "RIGHTS_ALLOWANCE": "100000000",
            "RIGHTS_PROGRESS": progress.path,
        ])
        let deadline = Date().addingTimeInterval(60)
        while (try? Self.progress(progress)) ?? 0 < 200, Date() < deadline, child.isRunning {
            usleep(5000)
        }
        XCTAssertTrue(child.isRunning, "the child must still be consuming when it is killed")
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationReason, .uncaughtSignal)
        let reported = try Self.progress(progress)
        XCTAssertGreaterThanOrEqual(reported, 200)
        let database = RightsDatabase(url: url)
        let stored = try database.consumed(licenseID: "L", right: .copy)
        // The child writes its count after each commit, so at most the last commit can be unreported.
        XCTAssertGreaterThanOrEqual(stored, reported)
        XCTAssertLessThanOrEqual(stored, reported + 1)
        XCTAssertTrue(try database.consume(licenseID: "L", right: .copy, amount: 1, allowance: 100_000_000))
        XCTAssertEqual(try database.consumed(licenseID: "L", right: .copy), stored + 1)
    }

    /// The child side of the two tests above; skipped in a normal run.
    func testChildConsumesRepeatedly() throws {
        guard ChildTestProcess.role == "consumer",
              let path = ChildTestProcess.environment("RIGHTS_DATABASE"),
              let attempts = ChildTestProcess.environment("RIGHTS_ATTEMPTS").flatMap(Int.init),
              let allowance = ChildTestProcess.environment("RIGHTS_ALLOWANCE").flatMap(Int.init),
              let progressPath = ChildTestProcess.environment("RIGHTS_PROGRESS")
        else { throw XCTSkip("runs only as a child process of the tests above") }
        let database = RightsDatabase(url: URL(fileURLWithPath: path))
        guard FileManager.default.createFile(atPath: progressPath, contents: nil) else {
            return XCTFail("cannot create \(progressPath)")
        }
        let progress = try FileHandle(forWritingTo: URL(fileURLWithPath: progressPath))
        var granted = 0
        for _ in 0..<attempts where try database.consume(licenseID: "L", right: .copy, amount: 1, allowance: allowance) {
            granted += 1
            try progress.seek(toOffset: 0)
            try progress.write(contentsOf: Data(String(format: "%012d", granted).utf8))
        }
    }

    private static func progress(_ url: URL) throws -> Int {
        Int(String(decoding: try Data(contentsOf: url), as: UTF8.self)) ?? 0
    }
}

/// A thread-safe tally.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
