/// An `@font-face` rule: a family name bound to font files of the publication, for a weight range
/// and a style.
package struct CSSFontFaceRule: Hashable, Sendable {
    /// One entry of `src`: a file (`url()`, with its `format()` hint) or a locally installed face.
    package struct Source: Hashable, Sendable {
        package enum Location: Hashable, Sendable {
            case url(String)
            case local(String)
        }
        package var location: Location
        /// Lowercased format hint (`woff`, `truetype`, `opentype`…), nil when absent.
        package var format: String?
    }

    package var family: String
    package var sources: [Source]
    /// The weights the face covers: `font-weight: 700` is `700...700`, `font-weight: 100 900` a range.
    package var weight: ClosedRange<Int>
    package var style: FontStyle

    /// Nil when the rule lacks the family or a usable source, which makes it invalid.
    init?(declarations: [CSSDeclaration]) {
        var family: String?
        var sources: [Source] = []
        weight = 400...400
        style = .normal
        for declaration in declarations {
            switch declaration.name {
            case "font-family":
                family = FontFamilyList(declaration.value)?.names.first
            case "src":
                sources = declaration.value.commaSeparated.compactMap(Self.source)
            case "font-weight":
                let weights = declaration.value.significant.compactMap(FontWeight.absolute)
                if weights.count == 1 { weight = weights[0]...weights[0] }
                if weights.count == 2 { weight = min(weights[0], weights[1])...max(weights[0], weights[1]) }
            case "font-style":
                let keyword = declaration.value.significant.first?.keyword
                if let parsed = keyword.flatMap({ FontStyle(rawValue: $0) }) { style = parsed }
            default:
                continue
            }
        }
        guard let family, !sources.isEmpty else { return nil }
        self.family = family
        self.sources = sources
    }

    private static func source(_ values: [CSSComponentValue]) -> Source? {
        let items = values.significant
        guard let first = items.first else { return nil }
        let location: Source.Location
        switch first {
        case .token(.url(let href)):
            location = .url(href)
        case .function(let name, let arguments) where name.lowercased() == "url":
            guard case .token(.string(let href))? = arguments.significant.first else { return nil }
            location = .url(href)
        case .function(let name, let arguments) where name.lowercased() == "local":
            guard let face = FontFamilyList(arguments)?.names.first else { return nil }
            location = .local(face)
        default:
            return nil
        }
        var format: String?
        for item in items.dropFirst() {
            if case .function(let name, let arguments) = item, name.lowercased() == "format" {
                switch arguments.significant.first {
                case .token(.string(let hint))?: format = hint.lowercased()
                case .token(.ident(let hint))?: format = hint.lowercased()
                default: return nil
                }
            }
        }
        return Source(location: location, format: format)
    }
}
