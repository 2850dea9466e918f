import DecorModel

/// A decoration of one content document, with its group, and what resolving its locator gave.
public struct DecorationResolution: Sendable {
    public var group: String
    public var decoration: Decoration
    public var result: Result<LocatedRange, DecorationError>

    public init(group: String, decoration: Decoration, result: Result<LocatedRange, DecorationError>) {
        self.group = group
        self.decoration = decoration
        self.result = result
    }

    var located: LocatedRange? { try? result.get() }
}
