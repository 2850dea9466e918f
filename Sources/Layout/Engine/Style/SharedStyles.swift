import Foundation

/// Computed styles shared between elements the cascade cannot tell apart, as browsers share styles
/// between siblings: the same parent style, matched rules, presentational hints and `style` attribute
/// give the same computed style, so it is computed once (a chapter's paragraphs, a formula's tokens).
final class SharedStyles {
    /// Everything an element's computed style depends on besides the resolver's fixed settings.
    struct Key: Hashable {
        let parent: ElementStyle?
        /// The indices of the matched rules, in cascade order.
        let rules: [Int]
        let hints: [CSSDeclaration]
        let styleAttribute: String?
        /// What `rem` is: the root's own style is computed before it is known.
        let rootFontSize: Double

        /// Hashes the parent by its font size alone: hashing a whole computed style costs about what
        /// sharing it saves, and equality still compares everything.
        func hash(into hasher: inout Hasher) {
            hasher.combine(parent?.computed.fontSize)
            hasher.combine(rules)
            hasher.combine(hints)
            hasher.combine(styleAttribute)
            hasher.combine(rootFontSize)
        }
    }

    private var styles: [Key: ElementStyle] = [:]

    func style(for key: Key, compute: () -> ElementStyle) -> ElementStyle {
        if let known = styles[key] { return known }
        let computed = compute()
        styles[key] = computed
        return computed
    }
}
