import Foundation

/// An output format: the bytes of one reader × publication file, and of the reader's index when the
/// format has one. Writers are pure: the same unit gives the same bytes.
public protocol ExportWriter: Sendable {
    /// The `--format` name (`md`, `html`, `json`, `calibre`, `readwise`, `svg`).
    var name: String { get }
    /// The file name ending after the slug (`md`, `calibre.json`).
    var fileExtension: String { get }
    func document(for unit: ExportUnit, links: HighlightLinks) -> Data
    /// The reader's index (`index.<ext>`), or nil for formats made to be imported one file at a time.
    func index(for shelf: ReaderShelf) -> Data?
    /// Whether the format shows each highlight drawn on its page (`ExportedHighlight.excerpt`), which
    /// enrichment then draws.
    var drawsExcerpts: Bool { get }
    /// The SHA-256 of the user template the files are rendered with (`sha256:<hex>`); nil for decor's own
    /// layout. A resumed run must find the same one, or it would mix two templates' files.
    var templateDigest: String? { get }
}

extension ExportWriter {
    public var drawsExcerpts: Bool { false }
    public var templateDigest: String? { nil }
}

/// Every writer decor has, by `--format` name.
public enum ExportFormats {
    public static let all: [any ExportWriter] = [
        MarkdownExportWriter(), HTMLExportWriter(), WebAnnotationExportWriter(), CalibreExportWriter(),
        ReadwiseCSVExportWriter(), SVGCardExportWriter(),
    ]

    /// The writers of a comma-separated `--format` list, in the list's order.
    public static func writers(named list: String) throws(ExportError) -> [any ExportWriter] {
        var writers: [any ExportWriter] = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let writer = all.first(where: { $0.name == name }) else {
                throw .invalidOption(name: "format", reason: "unknown format '\(name)' (known: \(all.map(\.name).joined(separator: ", ")))")
            }
            if !writers.contains(where: { $0.name == name }) { writers.append(writer) }
        }
        guard !writers.isEmpty else { throw .invalidOption(name: "format", reason: "no format given") }
        return writers
    }
}

/// The stable link back to a highlight: `<base><publication-slug>/<href>?decoration=<id>#<full CFI>`, which
/// a `decor render` of the publication (decorations keyed by highlight id) opens at the highlight, and
/// which carries the book's CFI for any other reading system.
public struct HighlightLinks: Sendable {
    public var base: String

    public init(base: String = "decor://render/") {
        self.base = base
    }

    public func link(to highlight: ExportedHighlight, in publication: PublicationSummary) -> String {
        let path = URLPercentEncoding.encode(highlight.href, keeping: .path)
        let id = URLPercentEncoding.encode(highlight.record.id, keeping: .queryValue)
        let fragment = URLPercentEncoding.encode(highlight.cfi, keeping: .fragment)
        return "\(base)\(publication.slug)/\(path)?decoration=\(id)#\(fragment)"
    }
}
