/// The CSS writing modes decorations are laid out for. Vertical modes swap the axes: lines run down the
/// page and succeed each other right to left (`vertical-rl`) or left to right (`vertical-lr`).
public enum WritingMode: String, Sendable, Hashable, CaseIterable, Codable {
    case horizontalTB = "horizontal-tb"
    case verticalRL = "vertical-rl"
    case verticalLR = "vertical-lr"

    public var isVertical: Bool { self != .horizontalTB }
}
