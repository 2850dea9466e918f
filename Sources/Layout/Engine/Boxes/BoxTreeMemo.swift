/// The box tree of a document's last viewport, kept for the next one: when the same rules apply in both
/// viewports (same media query outcomes) and no style below the root depends on the viewport but to size
/// its element's box, the tree is the same but for the root's style and those sizes, so building it again
/// would only repeat the cascade.
final class BoxTreeMemo {
    /// A kept tree, and the elements below its root whose styles size their boxes by the viewport.
    struct KeptTree {
        let root: LayoutBox
        let sizedElements: [ViewportDependence.SizedElement]
    }

    private var rules: [CSSStyleRule]?
    private var kept: KeptTree?

    /// The kept tree when it was built under `rules` and the root's new style, `rootStyle`, hands its
    /// children what the kept root's did; one with elements sized by the viewport only when `restyling`
    /// (their styles are then computed again on a copy).
    func tree(for rules: [CSSStyleRule], rootStyle: ElementStyle, restyling: Bool) -> KeptTree? {
        guard self.rules == rules, let kept, restyling || kept.sizedElements.isEmpty,
              kept.root.style.anonymousChild() == rootStyle.anonymousChild() else { return nil }
        return kept
    }

    /// Keeps the tree built under `rules` when only its root's style, and the sizes of boxes below it,
    /// depend on the viewport.
    func keep(_ root: LayoutBox, builtUnder rules: [CSSStyleRule], viewportDependence: ViewportDependence) {
        let isKept = !viewportDependence.reachesBelowRoot || viewportDependence.onlySizesBelowRoot
        self.rules = isKept ? rules : nil
        kept = isKept ? KeptTree(root: root, sizedElements: viewportDependence.sizedElements) : nil
    }
}
