import Foundation
import JSON

/// A Readium Locator: where something is in a publication (`href` + `locations` + `text`), as the Readium
/// toolkits write it. Members decor does not know are kept at every level, in their order and with their
/// numbers spelled as they were, so re-serializing a locator loses nothing.
public struct Locator: Equatable, Sendable {
    public var href: String
    public var type: String?
    public var title: String?
    public var locations: Locations
    public var text: Text
    public var otherMembers: [JSONMember]

    public init(href: String, type: String? = nil, title: String? = nil, locations: Locations = Locations(),
                text: Text = Text(), otherMembers: [JSONMember] = []) {
        self.href = href
        self.type = type
        self.title = title
        self.locations = locations
        self.text = text
        self.otherMembers = otherMembers
    }

    /// The href as a path relative to the container root: Readium 2's leading `/` dropped, the fragment
    /// dropped, percent-escapes decoded (`/OPS/chapter%201.xhtml#p3` → `OPS/chapter 1.xhtml`).
    public var normalizedHref: String { Self.normalize(href: href) }

    public static func normalize(href: String) -> String {
        let withoutFragment = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? href
        let decoded = withoutFragment.removingPercentEncoding ?? withoutFragment
        return decoded.hasPrefix("/") ? String(decoded.drop { $0 == "/" }) : decoded
    }

    /// `locations`: every way the locator says where it is.
    public struct Locations: Equatable, Sendable {
        public var fragments: [String]
        public var progression: Double?
        public var position: Int?
        public var totalProgression: Double?
        public var cssSelector: String?
        public var partialCfi: String?
        public var domRange: DomRange?
        public var otherMembers: [JSONMember]

        public init(fragments: [String] = [], progression: Double? = nil, position: Int? = nil,
                    totalProgression: Double? = nil, cssSelector: String? = nil, partialCfi: String? = nil,
                    domRange: DomRange? = nil, otherMembers: [JSONMember] = []) {
            self.fragments = fragments
            self.progression = progression
            self.position = position
            self.totalProgression = totalProgression
            self.cssSelector = cssSelector
            self.partialCfi = partialCfi
            self.domRange = domRange
            self.otherMembers = otherMembers
        }
    }

    /// `locations.domRange`: two points, each an element (by CSS selector), a child index that must be a
    /// text node, and a UTF-16 offset in it.
    public struct DomRange: Equatable, Sendable {
        public var start: Point
        public var end: Point?
        public var otherMembers: [JSONMember]

        public init(start: Point, end: Point? = nil, otherMembers: [JSONMember] = []) {
            self.start = start
            self.end = end
            self.otherMembers = otherMembers
        }

        public struct Point: Equatable, Sendable {
            public var cssSelector: String
            public var textNodeIndex: Int
            public var charOffset: Int?
            public var otherMembers: [JSONMember]

            public init(cssSelector: String, textNodeIndex: Int, charOffset: Int? = nil, otherMembers: [JSONMember] = []) {
                self.cssSelector = cssSelector
                self.textNodeIndex = textNodeIndex
                self.charOffset = charOffset
                self.otherMembers = otherMembers
            }
        }
    }

    /// `text`: the quoted text and up to a few hundred characters around it.
    public struct Text: Equatable, Sendable {
        public var before: String?
        public var highlight: String?
        public var after: String?
        public var otherMembers: [JSONMember]

        public init(before: String? = nil, highlight: String? = nil, after: String? = nil, otherMembers: [JSONMember] = []) {
            self.before = before
            self.highlight = highlight
            self.after = after
            self.otherMembers = otherMembers
        }
    }
}
