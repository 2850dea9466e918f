import DecorModel

extension Decoration {
    /// A decoration of a typed locator, with the Readium Swift toolkit's labels:
    /// `Decoration(id: "h1", locator: locator, style: .highlight(tint: .yellow))`.
    public init(id: String, locator: Locator, style: Style, extras: [JSONMember] = []) {
        self.init(id: id, locator: locator.json, href: locator.href, style: style, extras: extras)
    }
}
