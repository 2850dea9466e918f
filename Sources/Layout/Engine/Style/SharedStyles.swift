import Foundation

/// Computed styles shared between elements the cascade cannot tell apart, as browsers share styles
/// between siblings: the same parent style, matched rules, presentational hints and `style` attribute
/// give the same computed style, so it is computed once (a chapter's paragraphs, a formula's tokens).
final class SharedStyles {
    /// Everything an element's computed style depends on besides the resolver's fixed settings.
    struct Key: Hashable {
        /// The parent's style by its number in `parents` (nil for the root).
        let parent: Int?
        /// The indices of the matched rules, in cascade order.
        let rules: [Int]
        let hints: [CSSDeclaration]
        let styleAttribute: String?
        /// What `rem` is: the root's own style is computed before it is known.
        let rootFontSize: Double
    }

    /// Numbers the parent styles keys name.
    private let parents = StyleInterner()
    private var styles: [Key: ElementStyle] = [:]

    /// The key of an element's style, its parent numbered.
    func key(parent: ElementStyle?, rules: [Int], hints: [CSSDeclaration], styleAttribute: String?,
             rootFontSize: Double) -> Key {
        Key(parent: parent.map(parents.number), rules: rules, hints: hints, styleAttribute: styleAttribute,
            rootFontSize: rootFontSize)
    }

    func style(for key: Key, compute: () -> ElementStyle) -> ElementStyle {
        if let known = styles[key] { return known }
        let computed = compute()
        styles[key] = computed
        return computed
    }
}
