import Foundation
@testable import ProtectedLoader

/// Fixture ZIP packages read with decor's own ZIP reader into memory, so that tests can swap entries
/// (a tampered license, a removed encryption.xml) without writing archives.
enum FixtureArchive {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func entryNames(_ archive: String) throws -> [String] {
        try container(archive).paths
    }

    static func entry(_ path: String, of archive: String) throws -> Data {
        guard let data = try container(archive).resource(at: path)?.read() else {
            throw Failure(description: "\(archive) has no entry \(path)")
        }
        return data
    }

    /// Every file entry of `archive`, in memory; read once per test run.
    static func container(_ archive: String) throws -> InMemoryContainer {
        try extracted.value(for: archive) {
            let zip = ZipContainer(archive: try ZipArchive(url: LCPFixtures.url(archive)))
            let files = try zip.paths.map { path in (path, try zip.resource(at: path)!.read()) }
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
}
