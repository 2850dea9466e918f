/// Where one placeholder sits in a template's bytes and in which context, as a scanner found it.
struct PlaceholderSite: Equatable {
    var range: Range<Int>
    var placeholder: Placeholder
    var context: PlaceholderContext
}

/// A template split at its placeholders, ready to be filled for each decoration.
struct SegmentedTemplate: Sendable {
    private enum Segment: Sendable {
        case literal(String)
        case placeholder(Placeholder, PlaceholderContext)
    }

    private let segments: [Segment]

    init(bytes: [UInt8], sites: [PlaceholderSite]) {
        var segments: [Segment] = []
        var literalStart = 0
        for site in sites.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            segments.append(.literal(String(decoding: bytes[literalStart..<site.range.lowerBound], as: UTF8.self)))
            segments.append(.placeholder(site.placeholder, site.context))
            literalStart = site.range.upperBound
        }
        segments.append(.literal(String(decoding: bytes[literalStart...], as: UTF8.self)))
        self.segments = segments
    }

    func render(_ context: DecorationContext) -> String {
        render { placeholder, placeholderContext in
            ContextEscaping.escape(placeholder.value(in: context), for: placeholderContext)
        }
    }

    /// Fills every placeholder with `fill`'s answer (used with a neutral value to check well-formedness).
    func render(_ fill: (Placeholder, PlaceholderContext) -> String) -> String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text
            case .placeholder(let placeholder, let context): fill(placeholder, context)
            }
        }.joined()
    }
}
