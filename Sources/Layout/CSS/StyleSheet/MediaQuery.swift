import Foundation

/// What media queries are evaluated against: a screen of the viewport's size.
package struct MediaEnvironment: Hashable, Sendable {
    package var viewportWidth: Double
    package var viewportHeight: Double

    package init(viewportWidth: Double, viewportHeight: Double) {
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
    }
}

/// A comma-separated media query list (`@media`, `@import … screen`, `<link media>`), kept in the
/// parsed form it is evaluated from. Anything it does not understand makes that query false, as
/// Media Queries 4 says of unknown features ("not all").
package struct MediaQueryList: Hashable, Sendable {
    package var queries: [MediaQuery]

    /// The empty list matches everything.
    package static let all = MediaQueryList(queries: [])

    package init(queries: [MediaQuery]) { self.queries = queries }

    package init(_ values: [CSSComponentValue]) {
        let parts = values.trimmed.isEmpty ? [] : values.commaSeparated
        queries = parts.map(MediaQuery.init)
    }

    package init(text: String) { self.init(CSSComponentParser.parse(text)) }

    package func matches(_ environment: MediaEnvironment) -> Bool {
        queries.isEmpty || queries.contains { $0.matches(environment) }
    }
}

/// One media query: `[not|only] type [and (feature)]*` or `(feature) [and (feature)]*`.
package struct MediaQuery: Hashable, Sendable {
    package var isNegated: Bool
    /// Lowercased; nil when the query names no type (all media).
    package var mediaType: String?
    package var features: [MediaFeature]
    /// False when the query did not parse; it then never matches, even negated.
    package var isValid: Bool

    init(_ values: [CSSComponentValue]) {
        var items = values.significant[...]
        isNegated = false
        mediaType = nil
        features = []
        isValid = true
        if let first = items.first?.keyword, first == "not" || first == "only" {
            isNegated = first == "not"
            items = items.dropFirst()
        }
        if let type = items.first?.keyword {
            mediaType = type
            items = items.dropFirst()
            if !items.isEmpty {
                guard items.first?.keyword == "and" else { isValid = false; return }
                items = items.dropFirst()
            }
        }
        while let item = items.first {
            guard case .block(.openParen, let inner) = item, let feature = MediaFeature(inner) else {
                isValid = false
                return
            }
            features.append(feature)
            items = items.dropFirst()
            if let next = items.first {
                guard next.keyword == "and", items.count > 1 else { isValid = false; return }
                items = items.dropFirst()
            }
        }
    }

    package func matches(_ environment: MediaEnvironment) -> Bool {
        guard isValid else { return false }
        let typeMatches = mediaType.map { $0 == "all" || $0 == "screen" } ?? true
        let result = typeMatches && features.allSatisfy { $0.matches(environment) }
        return result != isNegated
    }
}

/// A media feature test, with lengths already in pixels (em = the initial 16px, as the spec says).
package enum MediaFeature: Hashable, Sendable {
    package enum Dimension: String, Sendable { case width, height }
    package enum Comparison: Sendable { case atLeast, atMost, exactly, greater, less }

    case size(Dimension, Comparison, pixels: Double)
    case orientation(portrait: Bool)
    /// A feature the engine knows and answers with a constant (`color`, `monochrome`, `resolution`…).
    case constant(Bool)

    init?(_ values: [CSSComponentValue]) {
        let items = values.significant
        if items.count == 1, let name = items[0].keyword {
            guard let answer = Self.booleanFeatures[name] else { return nil }
            self = .constant(answer)
            return
        }
        if items.count == 3, let name = items[0].keyword, items[1] == .token(.colon) {
            self.init(name: name, value: items[2])
        } else {
            self.init(range: items)
        }
    }

    private static let booleanFeatures: [String: Bool] = [
        "color": true, "monochrome": false, "grid": false, "hover": false, "pointer": false,
    ]

    private init?(name: String, value: CSSComponentValue) {
        let bare = Self.removing("-webkit-", from: name)
        if bare == "orientation", let keyword = value.keyword, keyword == "portrait" || keyword == "landscape" {
            self = .orientation(portrait: keyword == "portrait")
            return
        }
        if bare.hasSuffix("device-pixel-ratio") || bare.hasSuffix("resolution") {
            guard let ratio = Self.pixelRatio(value) else { return nil }
            let answer = bare.hasPrefix("min-") ? 1 >= ratio : bare.hasPrefix("max-") ? 1 <= ratio : ratio == 1
            self = .constant(answer)
            return
        }
        let comparison: Comparison
        let featureName: String
        if bare.hasPrefix("min-") {
            (comparison, featureName) = (.atLeast, String(bare.dropFirst(4)))
        } else if bare.hasPrefix("max-") {
            (comparison, featureName) = (.atMost, String(bare.dropFirst(4)))
        } else {
            (comparison, featureName) = (.exactly, bare)
        }
        let dimensionName = Self.removing("device-", from: featureName)
        guard let dimension = Dimension(rawValue: dimensionName), let pixels = Self.pixels(value) else { return nil }
        self = .size(dimension, comparison, pixels: pixels)
    }

    /// `text` without any occurrence of `part`, found from the start: what Foundation's
    /// `replacingOccurrences(of: part, with: "")` returns, without Foundation's string bridge on the way to
    /// every layout's first rule set.
    private static func removing(_ part: String, from text: String) -> String {
        let (bytes, pattern) = (Array(text.utf8), Array(part.utf8))
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], bytes.count - index >= pattern.count,
               bytes[index..<index + pattern.count].elementsEqual(pattern) {
                index += pattern.count
            } else {
                kept.append(bytes[index])
                index += 1
            }
        }
        return kept.count == bytes.count ? text : String(decoding: kept, as: UTF8.self)
    }

    /// Media Queries 4 range syntax: `(width >= 600px)` or `(600px < width)`.
    private init?(range items: [CSSComponentValue]) {
        guard items.count >= 3 else { return nil }
        var operatorText = ""
        for item in items[1..<(items.count - 1)] {
            guard case .token(.delim(let scalar)) = item else { return nil }
            operatorText.unicodeScalars.append(scalar)
        }
        let nameFirst = items[0].keyword != nil
        guard let name = (nameFirst ? items[0] : items[items.count - 1]).keyword,
              let dimension = Dimension(rawValue: name),
              let pixels = Self.pixels(nameFirst ? items[items.count - 1] : items[0]) else { return nil }
        let comparisons: [String: Comparison] = nameFirst
            ? [">=": .atLeast, "<=": .atMost, ">": .greater, "<": .less, "=": .exactly]
            : ["<=": .atLeast, ">=": .atMost, "<": .greater, ">": .less, "=": .exactly]
        guard let comparison = comparisons[operatorText] else { return nil }
        self = .size(dimension, comparison, pixels: pixels)
    }

    /// The device pixel ratio a feature value asks for; the engine lays out at 1 dppx.
    private static func pixelRatio(_ value: CSSComponentValue) -> Double? {
        switch value {
        case .token(.number(let number)): return number.value
        case .token(.dimension(let number, let unit)):
            switch unit.lowercased() {
            case "dppx", "x": return number.value
            case "dpi": return number.value / 96
            case "dpcm": return number.value * 2.54 / 96
            default: return nil
            }
        default: return nil
        }
    }

    private static func pixels(_ value: CSSComponentValue) -> Double? {
        let context = LengthContext(fontSize: 16, rootFontSize: 16, viewportWidth: 0, viewportHeight: 0)
        return CSSLength(value).map { $0.pixels(in: context) }
    }

    package func matches(_ environment: MediaEnvironment) -> Bool {
        switch self {
        case let .size(dimension, comparison, pixels):
            let actual = dimension == .width ? environment.viewportWidth : environment.viewportHeight
            switch comparison {
            case .atLeast: return actual >= pixels
            case .atMost: return actual <= pixels
            case .exactly: return actual == pixels
            case .greater: return actual > pixels
            case .less: return actual < pixels
            }
        case .orientation(let portrait):
            return (environment.viewportHeight >= environment.viewportWidth) == portrait
        case .constant(let answer):
            return answer
        }
    }
}
