/// Where one range sits: its rects and pages, or why it could not be measured. Written with the keys,
/// in the order, that client_rects.py prints (`id`, `match`, `text`, …, `ok`, or `id`, `ok`, `error`).
public struct RangeLayout: Sendable, Equatable, Codable {
    public var id: String
    /// How a quote spec was matched; nil for the other kinds of spec.
    public var match: QuoteMatch?
    public var outcome: Outcome

    /// A measured range, or the reason it could not be resolved (selector or quote not found, offset
    /// past the end of a text node…).
    public enum Outcome: Sendable, Equatable {
        case measured(MeasuredRange)
        case failed(String)
    }

    public init(id: String, match: QuoteMatch? = nil, outcome: Outcome) {
        self.id = id
        self.match = match
        self.outcome = outcome
    }

    public var measured: MeasuredRange? {
        if case let .measured(range) = outcome { range } else { nil }
    }

    enum CodingKeys: String, CodingKey {
        case id, match, text, textLength = "text_length", bbox, rects, textRects = "text_rects", pages, ok, error
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        match = try container.decodeIfPresent(QuoteMatch.self, forKey: .match)
        if try container.decode(Bool.self, forKey: .ok) {
            outcome = .measured(MeasuredRange(
                text: try container.decode(String.self, forKey: .text),
                textLength: try container.decode(Int.self, forKey: .textLength),
                bbox: try container.decode(LayoutRect.self, forKey: .bbox),
                rects: try container.decode([PagedRect].self, forKey: .rects),
                textRects: try container.decode([PagedRect].self, forKey: .textRects),
                pages: try container.decode([Int?].self, forKey: .pages)))
        } else {
            outcome = .failed(try container.decode(String.self, forKey: .error))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        if let match { try container.encode(match, forKey: .match) }
        switch outcome {
        case let .measured(range):
            try container.encode(range.text, forKey: .text)
            try container.encode(range.textLength, forKey: .textLength)
            try container.encode(range.bbox, forKey: .bbox)
            try container.encode(range.rects, forKey: .rects)
            try container.encode(range.textRects, forKey: .textRects)
            try container.encode(range.pages, forKey: .pages)
            try container.encode(true, forKey: .ok)
        case let .failed(reason):
            try container.encode(false, forKey: .ok)
            try container.encode(reason, forKey: .error)
        }
    }
}

/// The geometry of a range that could be measured.
public struct MeasuredRange: Sendable, Equatable {
    /// The range's text, abbreviated past 200 UTF-16 units (see `abbreviate`).
    public var text: String
    /// The length of the whole text in UTF-16 units.
    public var textLength: Int
    /// The bounding rect of all of `rects`.
    public var bbox: LayoutRect
    /// Every client rect of the range, the border boxes of elements inside it included.
    public var rects: [PagedRect]
    /// The rects of the range's text-node fragments only: what decorations are drawn from and what
    /// engines are compared on. Rects with neither width nor height are left out.
    public var textRects: [PagedRect]
    /// The distinct pages of `textRects`, in increasing order.
    public var pages: [Int?]

    public init(
        text: String, textLength: Int, bbox: LayoutRect, rects: [PagedRect], textRects: [PagedRect], pages: [Int?]
    ) {
        self.text = text
        self.textLength = textLength
        self.bbox = bbox
        self.rects = rects
        self.textRects = textRects
        self.pages = pages
    }

    /// Builds a measured range from its full text and rects: abbreviates the text and collects the pages.
    public init(fullText: String, bbox: LayoutRect, rects: [PagedRect], textRects: [PagedRect]) {
        let length = fullText.utf16.count
        self.init(
            text: Self.abbreviate(fullText), textLength: length, bbox: bbox, rects: rects, textRects: textRects,
            pages: Self.distinctPages(of: textRects))
    }

    /// Texts longer than 200 UTF-16 units keep their first and last 100 around " … ", which keeps
    /// reports readable for ranges that cover whole chapters.
    public static func abbreviate(_ text: String) -> String {
        let units = Array(text.utf16)
        guard units.count > 200 else { return text }
        return String(utf16Units: units[..<100]) + " … "
            + String(utf16Units: units[(units.count - 100)...])
    }

    /// The pages of the rects without repeats, in increasing order (no page sorts as page 0, as in JavaScript).
    public static func distinctPages(of rects: [PagedRect]) -> [Int?] {
        var seen: [Int?] = []
        for rect in rects where !seen.contains(rect.page) { seen.append(rect.page) }
        return seen.enumerated().sorted {
            ($0.element ?? 0, $0.offset) < ($1.element ?? 0, $1.offset)
        }.map(\.element)
    }
}

/// How a text quote was matched against the body's text.
public struct QuoteMatch: Sendable, Equatable, Codable {
    /// How many times the highlight occurs (overlapping occurrences counted).
    public var occurrences: Int
    /// UTF-16 offsets of the chosen occurrence in the body's text.
    public var charStart: Int
    public var charEnd: Int
    /// Whether all of `before` and `after` matched around it.
    public var exact: Bool

    public init(occurrences: Int, charStart: Int, charEnd: Int, exact: Bool) {
        self.occurrences = occurrences
        self.charStart = charStart
        self.charEnd = charEnd
        self.exact = exact
    }

    enum CodingKeys: String, CodingKey {
        case occurrences, charStart = "char_start", charEnd = "char_end", exact
    }
}
