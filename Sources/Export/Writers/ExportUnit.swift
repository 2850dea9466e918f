/// What one output file holds: one reader's highlights of one publication, in reading order.
public struct ExportUnit: Sendable {
    public var reader: String
    public var publication: PublicationSummary
    public var highlights: [ExportedHighlight]

    public init(reader: String, publication: PublicationSummary, highlights: [ExportedHighlight]) {
        self.reader = reader
        self.publication = publication
        // Sorted in place: `sorted` would copy every highlight (a dozen strings each) into a new array.
        self.highlights = highlights
        self.highlights.sort {
            ($0.readingOrderIndex, $0.textOffsets.lowerBound, $0.textOffsets.upperBound, $0.record.id)
                < ($1.readingOrderIndex, $1.textOffsets.lowerBound, $1.textOffsets.upperBound, $1.record.id)
        }
    }

    /// Consecutive highlights of the same chapter heading path, in reading order (slices of `highlights`,
    /// which writers go through without copying them).
    public var chapters: [(path: [String], highlights: ArraySlice<ExportedHighlight>)] {
        var groups: [(path: [String], highlights: ArraySlice<ExportedHighlight>)] = []
        var start = highlights.startIndex
        for index in highlights.indices where index + 1 == highlights.endIndex
            || highlights[index + 1].chapterPath != highlights[start].chapterPath {
            groups.append((highlights[start].chapterPath, highlights[start...index]))
            start = index + 1
        }
        return groups
    }
}

/// The publication as the outputs name it.
public struct PublicationSummary: Sendable, Equatable {
    /// The catalogue key (the import lines' `publication`).
    public var id: String
    /// The file name stem of its outputs (`PathSlug`).
    public var slug: String
    public var title: String?
    public var authors: [String]
    public var identifier: String?
    public var language: String?
    /// Whether page labels come from the publication's own page list (else there are none).
    public var hasPageList: Bool
    /// Without a page list, the layout the page numbers are counted at; nil when there are none.
    public var referenceLayout: ReferenceLayout?

    /// Where the page numbers come from, as every output names it: `page-list`, the reference layout
    /// (`layout 1024x768 16px, pages across the book`) or `none`.
    public var pages: String {
        hasPageList ? PageSource.pageList.rawValue : referenceLayout?.description ?? "none"
    }

    /// The title, or the catalogue key when the publication has none.
    public var displayTitle: String { title.flatMap { $0.isEmpty ? nil : $0 } ?? id }
}

/// A reader's index: every publication the reader has live highlights in, by catalogue key.
public struct ReaderShelf: Sendable {
    public var reader: String
    public var entries: [ShelfEntry]
}
