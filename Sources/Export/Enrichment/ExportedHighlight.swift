import DecorEngine

/// A highlight found in its publication, with everything the writers print: where it is in this edition
/// (document, offsets, CFIs, chapter, page, progression), its text and fresh context, and how it was found.
public struct ExportedHighlight: Sendable {
    public var record: HighlightRecord
    /// The content document's container path.
    public var href: String
    /// The document's place in the reading order (the first sort key of the outputs).
    public var readingOrderIndex: Int
    /// UTF-16 offsets into the document's text (a W3C TextPositionSelector's start and end).
    public var textOffsets: Range<Int>
    /// The text as it is in this edition, and up to `LocatedRange.contextLength` units around it.
    public var quote: String
    public var before: String
    public var after: String
    /// The canonical full CFI (`epubcfi(/6/4[ch1]!/4/2,/1:0,/1:9)`) and the document-relative CFIs of the
    /// range and of its two ends (calibre's start_cfi and end_cfi).
    public var cfi: String
    public var partialCFI: String
    public var startCFI: String
    public var endCFI: String
    /// The table of contents entry the range falls under, outermost heading first; empty when the
    /// publication has no navigation.
    public var chapterPath: [String]
    /// The print page label from the page list or, when the publication has none, the page number at the
    /// reference layout (`pageSource` says which); nil when neither is known.
    public var page: String?
    public var pageSource: PageSource?
    /// Where the range starts in its document, 0…1.
    public var progression: Double
    public var strategy: LocatingStrategy
    public var score: Double
    /// Why the highlight had to be re-anchored (its text changed, or it moved); nil when its stored
    /// position and text held.
    public var reanchored: String?
    /// The highlight drawn on the excerpt of its page at the reference layout (the snapshot writer's
    /// picture, cut down to the lines around it); only when a format draws it, and the document laid out.
    public var excerpt: SVGElement?

    /// The page as the text outputs print it: `p. 12` from the page list, `p. 3 (layout)` at the
    /// reference layout.
    public var pageText: String? {
        page.map { pageSource == .layout ? "p. \($0) (layout)" : "p. \($0)" }
    }

    /// The chapter title (the deepest heading), or nil.
    public var chapter: String? { chapterPath.last }
}

/// Where a highlight's page number comes from.
public enum PageSource: String, Sendable {
    /// The publication's print page list: stable across fonts and devices.
    case pageList = "page-list"
    /// The page at the run's reference layout (`ReferenceLayout`), counted from 1 at the book's start.
    case layout
}

/// A highlight that could not be placed in its publication, with the reason.
public struct Orphan: Sendable, Equatable {
    public var id: String
    public var reader: String
    public var publication: String
    public var reason: String

    public init(id: String, reader: String, publication: String, reason: String) {
        self.id = id
        self.reader = reader
        self.publication = publication
        self.reason = reason
    }
}
