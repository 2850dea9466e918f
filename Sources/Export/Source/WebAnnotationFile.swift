import DecorEngine
import Foundation

/// A W3C Web Annotation file used as a highlights source: an `AnnotationCollection` or `AnnotationPage`
/// (annotations under `items` or `first.items`; Hypothesis's `annotations` and `rows` are read too), a bare
/// array of annotations, or one annotation. The file is memory-mapped and its annotations are handed over
/// one at a time, each parsed on its own, so the collection is never held as a parsed tree.
struct WebAnnotationFile {
    /// How the annotations are laid out in the file.
    enum Shape {
        /// A JSON array of annotations.
        case array
        /// An object holding arrays of annotations.
        case collection
        /// A single annotation.
        case annotation
    }

    /// One annotation's bytes, with its 0-based index in the file and the line it starts on.
    struct Annotation {
        var index: Int
        var line: Int
        var bytes: Data
    }

    /// Larger files are refused: the annotations of one file are imported one by one, but the file is
    /// mapped whole, and a catalogue this large belongs in a database or JSON Lines.
    static let maxFileSize = 2 << 30
    /// The members of a collection (or page) that hold annotations.
    static let annotationArrays: Set<String> = ["items", "annotations", "rows"]

    let path: String
    let bytes: Data
    let shape: Shape
    /// The folder relative publication paths are resolved against (the file's).
    let folder: URL
    /// The publication and reader decor's own JSON export names for the whole collection (`decor`).
    let publication: String?
    let reader: String?

    /// The file at `path` when it holds Web Annotations; nil when it is something else (JSON Lines).
    static func open(path: String) async throws -> WebAnnotationFile? {
        let url = URL(fileURLWithPath: path)
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url, options: .alwaysMapped)
        } catch {
            throw ExportError.unreadableSource(location: path, reason: "cannot open the file")
        }
        var scanner = JSONExtentScanner(bytes: bytes)
        let shape: Shape
        var facts: JSONValue?
        switch scanner.peek() {
        case UInt8(ascii: "[")?:
            shape = .array
        case UInt8(ascii: "{")?:
            var keys: Set<String> = []
            var type: String?
            do {
                try await scanner.forEachMember { scanner, key in
                    keys.insert(key)
                    let range = try scanner.skipValue()
                    if key == "type" { type = try? JSONValue.parse(bytes[range]).stringValue }
                    if key == "decor" { facts = try? JSONValue.parse(bytes[range]) }
                }
            } catch let error as JSONExtentScanner.MalformedJSON {
                // A collection that breaks off is an error; any other object that does is a JSON Lines line
                // (rejected there) or not JSON at all.
                guard isAnnotations(keys: keys, type: type) else { return nil }
                throw malformed(path, error)
            }
            guard isAnnotations(keys: keys, type: type) else { return nil }
            shape = keys.contains("target") || type == "Annotation" ? .annotation : .collection
        default:
            return nil
        }
        guard bytes.count <= maxFileSize else {
            throw ExportError.unreadableSource(location: path, reason: "a Web Annotation file larger than \(maxFileSize >> 30) GiB: split it, or convert it to JSON Lines")
        }
        return WebAnnotationFile(path: path, bytes: bytes, shape: shape, folder: url.deletingLastPathComponent(),
                                 publication: facts?["publication"]?.stringValue, reader: facts?["reader"]?.stringValue)
    }

    private static func malformed(_ path: String, _ error: JSONExtentScanner.MalformedJSON) -> ExportError {
        .unreadableSource(location: path, reason: "line \(error.line): not well-formed JSON: \(error.reason)")
    }

    /// Whether an object with these keys (and `type`) is a collection, a page or an annotation: no JSON
    /// Lines import line has any of these keys.
    private static func isAnnotations(keys: Set<String>, type: String?) -> Bool {
        !keys.isDisjoint(with: annotationArrays.union(["first", "target", "@context"]))
            || ["AnnotationCollection", "AnnotationPage", "Annotation"].contains(type)
    }

    /// Calls `visit` with each annotation, in file order. A file whose structure breaks off throws, naming
    /// the line; the annotations before it have been visited.
    func forEachAnnotation(_ visit: (Annotation) async throws -> Void) async throws {
        var scanner = JSONExtentScanner(bytes: bytes)
        var lines = LineCounter(bytes: bytes)
        var index = 0
        func elements(_ scanner: inout JSONExtentScanner) async throws {
            try await scanner.forEachElement { range in
                try await visit(Annotation(index: index, line: lines.line(at: range.lowerBound), bytes: bytes[range]))
                index += 1
            }
        }
        do {
            switch shape {
            case .array:
                try await elements(&scanner)
            case .annotation:
                let range = try scanner.skipValue()
                try await visit(Annotation(index: 0, line: lines.line(at: range.lowerBound), bytes: bytes[range]))
            case .collection:
                try await scanner.forEachMember { scanner, key in
                    if Self.annotationArrays.contains(key), scanner.peek() == UInt8(ascii: "[") {
                        try await elements(&scanner)
                    } else if key == "first", scanner.peek() == UInt8(ascii: "{") {
                        try await scanner.forEachMember { page, key in
                            if Self.annotationArrays.contains(key), page.peek() == UInt8(ascii: "[") {
                                try await elements(&page)
                            } else {
                                try page.skipValue()
                            }
                        }
                    } else {
                        try scanner.skipValue()
                    }
                }
            }
        } catch let error as JSONExtentScanner.MalformedJSON {
            throw Self.malformed(path, error)
        }
    }
}
