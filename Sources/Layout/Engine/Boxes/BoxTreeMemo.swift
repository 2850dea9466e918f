/// The box tree of a document's last viewport, kept for the next one: when the same rules apply in both
/// viewports (same media query outcomes) and nothing is sized in viewport units, the tree is the same
/// but for the root's style, so building it again would only repeat the cascade.
final class BoxTreeMemo {
    private var rules: [CSSStyleRule]?
    private var root: LayoutBox?

    /// The kept tree when it was built under `rules`.
    func tree(for rules: [CSSStyleRule]) -> LayoutBox? {
        self.rules == rules ? root : nil
    }

    func keep(_ root: LayoutBox, builtUnder rules: [CSSStyleRule]) {
        self.rules = rules
        self.root = root
    }
}
