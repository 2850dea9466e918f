/// The font face a text run was laid out with, as CSS names it. `family` is the face the layout engine
/// actually shaped the run with (after fallback), so a viewer that has it draws the same glyphs.
public struct RunFont: Sendable, Hashable, Codable {
    public var family: String
    /// In CSS pixels.
    public var size: Double
    /// The CSS weight, 1…1000 (400 regular, 700 bold).
    public var weight: Int
    public var isItalic: Bool

    public init(family: String, size: Double, weight: Int = 400, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = min(1000, max(1, weight))
        self.isItalic = isItalic
    }
}
