/// Everything the engine knows of one element's computed style: the properties `StyleComputer`
/// computes and the supplementary ones the engine computes itself.
struct ElementStyle: Hashable, Sendable {
    var computed: ComputedStyle
    var supplement: SupplementaryStyle

    /// The style of the root's parent: every property at its initial value.
    static let initial = ElementStyle(computed: ComputedStyle(), supplement: SupplementaryStyle())

    /// The style of an anonymous box inside this one (anonymous blocks, list markers, text): inherited
    /// properties only.
    func anonymousChild() -> ElementStyle {
        ElementStyle(computed: computed.inheritedStyle(), supplement: supplement.inherited())
    }
}
