import Foundation
@testable import ProtectedLoader

/// Reads fixture ZIP packages with Info-ZIP's `unzip` until decor's own ZIP reader is available to these
/// tests; entries come back inflated, as a ZIP container hands them to the LCP layer.
enum FixtureArchive {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func entryNames(_ archive: String) throws -> [String] {
        let listing = try run(["-Z1", LCPFixtures.url(archive).path])
        return String(decoding: listing, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { !$0.hasSuffix("/") }
    }

    static func entry(_ path: String, of archive: String) throws -> Data {
        guard let data = try container(archive).resource(at: path)?.read() else {
            throw Failure(description: "\(archive) has no entry \(path)")
        }
        return data
    }

    /// Every file entry of `archive`, in memory; extracted once per test run.
    static func container(_ archive: String) throws -> InMemoryContainer {
        try extracted.value(for: archive) {
            var files: [(String, Data)] = []
            for name in try entryNames(archive) {
                files.append((name, try run(["-p", LCPFixtures.url(archive).path, name])))
            }
            return InMemoryContainer(name: archive, files: files)
        }
    }

    private static let extracted = ExtractionCache()

    private final class ExtractionCache: @unchecked Sendable {
        private let lock = NSLock()
        private var containers: [String: InMemoryContainer] = [:]

        func value(for archive: String, extract: () throws -> InMemoryContainer) throws -> InMemoryContainer {
            try lock.withLock {
                if let container = containers[archive] { return container }
                let container = try extract()
                containers[archive] = container
                return container
            }
        }
    }

    private static func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "unzip \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }
}
