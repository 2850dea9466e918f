import DecorEngine
import Foundation

/// `decor export import`: reads a JSON Lines file into a highlights store, a batch per transaction. A bad
/// line is rejected with its number and reason; the rest are imported.
public struct HighlightImporter {
    /// What an import did.
    public struct Summary: Sendable {
        public var imported = 0
        public var rejected: [Rejection] = []

        /// The JSON printed on stdout: `{"imported", "rejected": [{"line", "reason"}]}`.
        public var json: JSONValue {
            ["imported": JSONValue(imported),
             "rejected": .array(rejected.map { ["line": JSONValue($0.line), "reason": .string($0.reason)] })]
        }
    }

    /// A line that was not imported.
    public struct Rejection: Sendable, Equatable {
        public var line: Int
        public var reason: String
    }

    static let batchSize = 2000
    public let store: any HighlightStore
    /// Called with each rejection as it happens (the CLI prints it on stderr).
    public var onRejection: @Sendable (Rejection) -> Void

    public init(store: any HighlightStore, onRejection: @escaping @Sendable (Rejection) -> Void = { _ in }) {
        self.store = store
        self.onRejection = onRejection
    }

    /// Imports `handle`'s lines; relative publication paths are resolved against `folder`.
    public func importLines(from handle: FileHandle, folder: URL, now: Date = Date()) async throws -> Summary {
        var reader = JSONLineReader(handle: handle)
        var summary = Summary()
        var publications: [String: PublicationRecord] = [:]
        var highlights: [HighlightRecord] = []
        let time = ExportTimestamp.format(now)
        func flush() async throws {
            try await store.upsert(publications: publications.values.sorted { $0.id < $1.id }, highlights: highlights)
            summary.imported += highlights.count
            highlights.removeAll(keepingCapacity: true)
            publications.removeAll(keepingCapacity: true)
        }
        while let line = try reader.next() {
            do {
                guard !line.isTruncated else { throw ImportLineError("longer than \(JSONLineReader.maxLineLength) bytes") }
                let parsed = try ImportLine(line.bytes, folder: folder, now: time)
                publications[parsed.publication.id] = parsed.publication
                highlights.append(parsed.highlight)
            } catch let error as ImportLineError {
                let rejection = Rejection(line: line.number, reason: error.reason)
                summary.rejected.append(rejection)
                onRejection(rejection)
            }
            if highlights.count >= Self.batchSize { try await flush() }
        }
        try await flush()
        return summary
    }
}
