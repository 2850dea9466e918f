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
        try run(["-p", LCPFixtures.url(archive).path, path])
    }

    /// Every file entry of `archive`, in memory.
    static func container(_ archive: String) throws -> InMemoryContainer {
        var files: [(String, Data)] = []
        for name in try entryNames(archive) { files.append((name, try entry(name, of: archive))) }
        return InMemoryContainer(name: archive, files: files)
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

/// A container whose entries are bytes in memory: fixture packages, and packages tests assemble.
struct InMemoryContainer: Container {
    struct File: Resource {
        let path: String
        let data: Data
        func length() throws -> UInt64 { UInt64(data.count) }
        func read(range: Range<UInt64>?) throws -> Data {
            guard let range else { return data }
            let upper = min(Int(range.upperBound), data.count)
            let lower = min(Int(range.lowerBound), upper)
            return data.subdata(in: lower..<upper)
        }
    }

    let name: String
    let paths: [String]
    private let files: [String: Data]

    init(name: String, files: [(String, Data)]) {
        self.name = name
        self.paths = files.map(\.0)
        self.files = Dictionary(files, uniquingKeysWith: { $1 })
    }

    func resource(at path: String) -> Resource? {
        files[path].map { File(path: path, data: $0) }
    }

    /// A copy with `path` replaced or added.
    func replacing(_ path: String, with data: Data) -> InMemoryContainer {
        var entries = paths.map { ($0, files[$0]!) }.filter { $0.0 != path }
        entries.append((path, data))
        return InMemoryContainer(name: name, files: entries)
    }
}
