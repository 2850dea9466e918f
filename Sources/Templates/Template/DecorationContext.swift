import DecorModel

/// What a template's element function is given about the decoration it draws.
public struct DecorationContext: Sendable {
    public var decoration: Decoration
    public var group: String

    public init(decoration: Decoration, group: String) {
        self.decoration = decoration
        self.group = group
    }

    public var id: String { decoration.id }
    public var style: Style { decoration.style }
    /// The style's tint, or Readium's default yellow.
    public var tint: CSSColor { decoration.style.tint ?? .yellow }
}
