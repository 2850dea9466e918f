import JSON

/// One decoration of a group: a Readium Locator (kept as its JSON, unchanged), a style and the
/// application's extras. `id` is unique within its group.
///
/// The locator stays JSON here on purpose: the group diff compares whole values, and the typed Locator
/// that resolution needs belongs to DecorEngine. Only what the diff and the writers read is extracted.
public struct Decoration: Sendable, Equatable {
    /// Readium's name for how a decoration is drawn: `Decoration.Style.highlight(tint:isActive:)`.
    public typealias Style = DecorModel.Style

    /// The values live in one shared box: groups hold hundreds of thousands of decorations and the diff
    /// moves them around, so a copy costs one reference count rather than one per field.
    private final class Storage: Sendable {
        let id: String
        let locator: JSONValue
        let style: Style
        let extras: [JSONMember]
        let href: String
        let textQuote: TextQuote?
        let json: JSONValue

        init(id: String, locator: JSONValue, style: Style, extras: [JSONMember], href: String, json: JSONValue) {
            self.id = id
            self.locator = locator
            self.style = style
            self.extras = extras
            self.href = href
            self.textQuote = TextQuote(locatorText: locator["text"])
            self.json = json
        }
    }

    private let storage: Storage

    public var id: String { storage.id }
    /// The Readium Locator JSON object, as written.
    public var locator: JSONValue { storage.locator }
    public var style: Style { storage.style }
    /// The application's own values, as a JSON object's members in file order (empty when absent).
    public var extras: [JSONMember] { storage.extras }
    /// The locator's `href` in Readium 3's form: relative to the container root, no leading `/`.
    public var href: String { storage.href }
    /// The locator's `text` (the quote the range was made from), when it has one.
    public var textQuote: TextQuote? { storage.textQuote }
    /// The whole decoration object, in its written form (what `decor diff` prints back).
    public var json: JSONValue { storage.json }

    /// A decoration read from a file; the caller has checked that `locator` has a string `href`.
    init(id: String, locator: JSONValue, style: Style, extras: [JSONMember], href: String, json: JSONValue) {
        storage = Storage(id: id, locator: locator, style: style, extras: extras, href: Self.normalizedHref(href), json: json)
    }

    /// A decoration built in code. Returns nil when `locator` has no string `href`.
    public init?(id: String, locator: JSONValue, style: Style, extras: [JSONMember] = []) {
        guard let href = locator["href"]?.stringValue else { return nil }
        self.init(id: id, locator: locator, href: href, style: style, extras: extras)
    }

    /// A decoration built in code from a locator whose `href` the caller has (a typed Locator's).
    public init(id: String, locator: JSONValue, href: String, style: Style, extras: [JSONMember] = []) {
        var members = [JSONMember("id", .string(id)), JSONMember("locator", locator), JSONMember("style", style.json)]
        if !extras.isEmpty { members.append(JSONMember("extras", .object(extras))) }
        self.init(id: id, locator: locator, style: style, extras: extras, href: href, json: .object(members))
    }

    /// The value of an extra, by key.
    public func extra(_ key: String) -> JSONValue? {
        extras.first { $0.key == key }?.value
    }

    /// Readium 2 wrote hrefs with a leading `/`; Readium 3 writes them relative to the container root.
    public static func normalizedHref(_ href: String) -> String {
        var trimmed = Substring(href)
        while trimmed.hasPrefix("/") { trimmed.removeFirst() }
        return String(trimmed)
    }

    /// Decorations are equal when everything written about them is (locator with its text, style, extras).
    /// One taken unchanged from an earlier state shares its storage, and then needs no comparison at all.
    public static func == (lhs: Decoration, rhs: Decoration) -> Bool { lhs.isSameValue(as: rhs) || lhs.json == rhs.json }

    /// Whether both are the one decoration read once (a state taken unchanged from an earlier one): equal
    /// without comparing anything.
    func isSameValue(as other: Decoration) -> Bool { storage === other.storage }
}
