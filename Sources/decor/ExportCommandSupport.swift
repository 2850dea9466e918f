import DecorEngine
import Export
import Foundation
import Synchronization

/// What the `decor export` commands share: opening sources by their argument, and running async work from
/// the synchronous command entry point with the contract's exit codes.
enum ExportCommandSupport {
    /// A highlights database to write: a SQLite file (created when `create`) or a postgres:// URL.
    static func openStore(_ location: String, create: Bool) throws -> any HighlightStore {
        if isPostgres(location) { return try PostgresHighlightSource(url: location) }
        return try SQLiteHighlightSource(path: location, create: create)
    }

    /// A source to export from, and the lines a JSON Lines source could not read.
    static func openSource(_ location: String) async throws -> (source: any HighlightSource, rejected: [HighlightImporter.Rejection]) {
        if isPostgres(location) { return (try PostgresHighlightSource(url: location), []) }
        let header = FileHandle(forReadingAtPath: location).flatMap { try? $0.read(upToCount: 16) } ?? Data()
        if header.starts(with: Data("SQLite format 3".utf8)) {
            return (try SQLiteHighlightSource(path: location), [])
        }
        let jsonl = try await HighlightFileSource.load(path: location)
        return (jsonl, jsonl.rejected)
    }

    static func isPostgres(_ location: String) -> Bool {
        location.hasPrefix("postgres://") || location.hasPrefix("postgresql://")
    }

    /// Runs `body` to completion on the concurrency pool and returns its result; errors become
    /// `CommandFailure`s (2 for inputs, 3 for protection).
    static func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let result = Mutex<Result<T, any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task {
            let outcome: Result<T, any Error>
            do {
                outcome = .success(try await body())
            } catch {
                outcome = .failure(error)
            }
            result.withLock { $0 = outcome }
            finished.signal()
        }
        finished.wait()
        do {
            return try result.withLock { $0! }.get()
        } catch {
            throw CommandFailure(error, asJSON: true)
        }
    }
}
