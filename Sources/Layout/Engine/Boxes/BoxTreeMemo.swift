/// The box tree of a document's last viewport, kept for the next one: when the same rules apply in both
/// viewports (same media query outcomes) and no style below the root depends on the viewport, the tree
/// is the same but for the root's style, so building it again would only repeat the cascade.
final class BoxTreeMemo {
    private var rules: [CSSStyleRule]?
    private var root: LayoutBox?

    /// The kept tree when it was built under `rules` and the root's new style, `rootStyle`, hands its
    /// children what the kept root's did.
    func tree(for rules: [CSSStyleRule], rootStyle: ElementStyle) -> LayoutBox? {
        guard self.rules == rules, let root, root.style.anonymousChild() == rootStyle.anonymousChild() else { return nil }
        return root
    }

    /// Keeps the tree built under `rules` when only its root's style depends on the viewport.
    func keep(_ root: LayoutBox, builtUnder rules: [CSSStyleRule], viewportDependence: ViewportDependence) {
        let isKept = !viewportDependence.reachesBelowRoot
        self.rules = isKept ? rules : nil
        self.root = isKept ? root : nil
    }
}
