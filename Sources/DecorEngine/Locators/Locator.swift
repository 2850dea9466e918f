import Foundation
import JSON

/// A Readium Locator: where something is in a publication (`href` + `locations` + `text`), as the Readium
/// toolkits write it. Members decor does not know are kept at every level, in their order and with their
/// numbers spelled as they were, so re-serializing a locator loses nothing.
public struct Locator: Equatable, Sendable {
    /// Where the resource is: relative to the container root (Readium 3) or with Readium 2's leading `/`.
    public var href: String
    /// The resource's media type (`type` in the JSON), e.g. `"application/xhtml+xml"`.
    public var mediaType: String?
    /// The title of the chapter or section the locator is in.
    public var title: String?
    public var locations: Locations
    public var text: Text
    /// Members of the locator object decor does not know, kept in their order.
    public var otherMembers: [JSONMember]

    /// A locator, with the Readium Swift toolkit's labels and argument order.
    public init(href: String, mediaType: String? = nil, title: String? = nil, locations: Locations = Locations(),
                text: Text = Text(), otherMembers: [JSONMember] = []) {
        self.href = href
        self.mediaType = mediaType
        self.title = title
        self.locations = locations
        self.text = text
        self.otherMembers = otherMembers
    }

    /// The href as a path relative to the container root: Readium 2's leading `/` dropped, the fragment
    /// dropped, percent-escapes decoded (`/OPS/chapter%201.xhtml#p3` → `OPS/chapter 1.xhtml`).
    public var normalizedHref: String { Self.normalize(href: href) }

    public static func normalize(href: String) -> String {
        let withoutFragment = href.firstIndex(of: "#").map { String(href[..<$0]) } ?? href
        // Decoding goes through CoreFoundation on Linux; most hrefs have nothing to decode.
        let hasEscapes = withoutFragment.utf8.contains(UInt8(ascii: "%"))
        let decoded = hasEscapes ? withoutFragment.removingPercentEncoding ?? withoutFragment : withoutFragment
        return decoded.hasPrefix("/") ? String(decoded.drop { $0 == "/" }) : decoded
    }

    /// `locations`: every way the locator says where it is.
    public struct Locations: Equatable, Sendable {
        /// Fragment identifiers (`"p12"`, or Media Fragments such as `"t=10,15"`).
        public var fragments: [String]
        /// Where in the resource, from 0 to 1.
        public var progression: Double?
        /// Where in the whole publication, from 0 to 1.
        public var totalProgression: Double?
        /// The position in the publication's position list, from 1.
        public var position: Int?
        /// A CSS selector of the element the locator points at.
        public var cssSelector: String?
        /// An EPUB CFI without its spine step (`/4/2/1:5`).
        public var partialCfi: String?
        public var domRange: DomRange?
        /// Members of `locations` decor does not know, kept in their order (Readium's `otherLocations`).
        public var otherLocations: [JSONMember]

        /// Locations, with the Readium Swift toolkit's labels and argument order; decor's typed members follow.
        public init(fragments: [String] = [], progression: Double? = nil, totalProgression: Double? = nil,
                    position: Int? = nil, cssSelector: String? = nil, partialCfi: String? = nil,
                    domRange: DomRange? = nil, otherLocations: [JSONMember] = []) {
            self.fragments = fragments
            self.progression = progression
            self.totalProgression = totalProgression
            self.position = position
            self.cssSelector = cssSelector
            self.partialCfi = partialCfi
            self.domRange = domRange
            self.otherLocations = otherLocations
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
        public var after: String?
        public var before: String?
        public var highlight: String?
        /// Members of `text` decor does not know, kept in their order.
        public var otherMembers: [JSONMember]

        /// A quote with its context, with the Readium Swift toolkit's labels and argument order.
        public init(after: String? = nil, before: String? = nil, highlight: String? = nil, otherMembers: [JSONMember] = []) {
            self.after = after
            self.before = before
            self.highlight = highlight
            self.otherMembers = otherMembers
        }
    }
}
