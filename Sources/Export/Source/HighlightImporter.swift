import DecorEngine
import Foundation

/// `decor export import`: reads a JSON Lines file or a W3C Web Annotation collection into a highlights
/// store, a batch per transaction. A bad line (or annotation) is rejected with its number and reason; the
/// rest are imported.
public struct HighlightImporter {
    /// What an import did.
    public struct Summary: Sendable {
        public var imported = 0
        public var rejected: [Rejection] = []

        /// The JSON printed on stdout: `{"imported", "rejected": [{"line", "annotation"?, "reason"}]}`.
        public var json: JSONValue {
            ["imported": JSONValue(imported), "rejected": .array(rejected.map(\.json))]
        }
    }

    /// A line (or an annotation of a collection) that was not imported.
    public struct Rejection: Sendable, Equatable {
        /// The line of the file it is on (where the annotation starts, for a collection).
        public var line: Int
        /// The annotation's 0-based index in a collection; nil for a JSON Lines line.
        public var annotation: Int?
        public var reason: String

        /// `{"line", "annotation"?, "reason"}`, as summaries list it.
        public var json: JSONValue {
            var members = [JSONMember("line", JSONValue(line))]
            if let annotation { members.append(JSONMember("annotation", JSONValue(annotation))) }
            members.append(JSONMember("reason", .string(reason)))
            return .object(members)
        }

        /// Where it is, as stderr says it: `line 3` or `annotation 2 (line 40)`.
        public var place: String {
            annotation.map { "annotation \($0) (line \(line))" } ?? "line \(line)"
        }
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
        var batch = Batch(importer: self)
        let time = ExportTimestamp.format(now)
        var locations = PublicationLocations(folder: folder)
        while let line = try reader.next() {
            do {
                guard !line.isTruncated else { throw ImportLineError("longer than \(JSONLineReader.maxLineLength) bytes") }
                let parsed = try ImportLine(line.bytes, locations: &locations, now: time)
                try await batch.add(parsed.highlight, parsed.publication)
            } catch let error as ImportLineError {
                batch.reject(Rejection(line: line.number, annotation: nil, reason: error.reason))
            }
        }
        return try await batch.finish()
    }

    /// Imports the file at `path`: a W3C Web Annotation file when its content is one (`WebAnnotationFile`),
    /// else JSON Lines. Relative publication paths are resolved against the file's folder.
    public func importFile(at path: String, now: Date = Date()) async throws -> Summary {
        if let annotations = try await WebAnnotationFile.open(path: path) {
            return try await importAnnotations(of: annotations, now: now)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw ExportError.unreadableSource(location: path, reason: "cannot open the file")
        }
        defer { try? handle.close() }
        return try await importLines(from: handle, folder: URL(fileURLWithPath: path).deletingLastPathComponent(), now: now)
    }

    /// Imports the annotations of a W3C Web Annotation file, one at a time.
    private func importAnnotations(of file: WebAnnotationFile, now: Date = Date()) async throws -> Summary {
        var batch = Batch(importer: self)
        let time = ExportTimestamp.format(now)
        var locations = PublicationLocations(folder: file.folder)
        try await file.forEachAnnotation { annotation in
            do {
                let parsed = try ImportAnnotation(annotation.bytes, in: file, locations: &locations, now: time)
                try await batch.add(parsed.highlight, parsed.publication)
            } catch let error as ImportLineError {
                batch.reject(Rejection(line: annotation.line, annotation: annotation.index, reason: error.reason))
            }
        }
        return try await batch.finish()
    }

    /// The highlights read so far, written to the store a batch at a time.
    private struct Batch {
        let importer: HighlightImporter
        var summary = Summary()
        var publications: [String: PublicationRecord] = [:]
        var highlights: [HighlightRecord] = []

        mutating func add(_ highlight: HighlightRecord, _ publication: PublicationRecord) async throws {
            publications[publication.id] = publication
            highlights.append(highlight)
            if highlights.count >= HighlightImporter.batchSize { try await flush() }
        }

        mutating func reject(_ rejection: Rejection) {
            summary.rejected.append(rejection)
            importer.onRejection(rejection)
        }

        mutating func finish() async throws -> Summary {
            try await flush()
            return summary
        }

        private mutating func flush() async throws {
            try await importer.store.upsert(publications: publications.values.sorted { $0.id < $1.id }, highlights: highlights)
            summary.imported += highlights.count
            highlights.removeAll(keepingCapacity: true)
            publications.removeAll(keepingCapacity: true)
        }
    }
}
