import DecorEngine

/// One highlight as a source stores it: who made it, in which publication, where (a Readium locator, W3C
/// selectors or an EPUB CFI, kept as written), how it looks and what the reader added.
public struct HighlightRecord: Sendable, Equatable {
    public var id: String
    public var reader: String
    public var publication: String
    public var target: HighlightTarget
    /// A decoration style type (`highlight`, `underline`, …); nil means a highlight.
    public var style: String?
    /// A CSS colour as the reader's app gave it; writers use it only when it parses as a colour.
    public var tint: String?
    public var note: String?
    public var tags: [String]
    /// Timestamps in `ExportTimestamp` form (ISO 8601, UTC, milliseconds), so they compare as text.
    public var created: String?
    public var updated: String
    /// When the highlight was deleted; deleted highlights stay in the source so re-syncs remove them.
    public var deleted: String?

    public init(id: String, reader: String, publication: String, target: HighlightTarget, style: String? = nil,
                tint: String? = nil, note: String? = nil, tags: [String] = [], created: String? = nil,
                updated: String, deleted: String? = nil) {
        self.id = id
        self.reader = reader
        self.publication = publication
        self.target = target
        self.style = style
        self.tint = tint
        self.note = note
        self.tags = tags
        self.created = created
        self.updated = updated
        self.deleted = deleted
    }

    public var isDeleted: Bool { deleted != nil }
}

/// Where a highlight is, as the reader's app recorded it.
public enum HighlightTarget: Sendable, Equatable {
    /// A Readium Locator (JSON text).
    case locator(String)
    /// W3C Web Annotation selectors (JSON text: one selector or an array), with the chapter when known;
    /// without it the whole reading order is searched.
    case selector(String, href: String?)
    /// An EPUB CFI: full (`epubcfi(/6/4!/4/2/1:3)`, naming its chapter), or partial with the chapter's href.
    case cfi(String, href: String?)
}
