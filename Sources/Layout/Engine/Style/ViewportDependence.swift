/// What the viewport decides in the styles of one box tree, noted while they are computed. ReadiumCSS
/// sizes the root in `vh` and its columns in `vw`; when no other element's style uses a viewport unit,
/// the tree serves another viewport under the same rules once the root's style is computed again —
/// provided the root hands its children the same inherited values, and no element takes one of the
/// root's viewport-sized values with `inherit`, `unset` or `revert`.
final class ViewportDependence {
    /// The properties the root sets in viewport units.
    private var rootProperties: Set<String> = []
    /// Whether a style below the root depends on the viewport.
    private(set) var reachesBelowRoot = false

    private static let wideKeywords: Set<String> = ["inherit", "unset", "revert", "revert-layer"]

    /// Notes the declarations of a computed style, `var()` already substituted: the root's (computed
    /// before any other) or another element's or pseudo-element's.
    func note(_ declarations: [(property: String, value: [CSSComponentValue])], isRoot: Bool) {
        for (property, value) in declarations {
            if ViewportUnits.appear(in: value) {
                if isRoot { rootProperties.insert(property) } else { reachesBelowRoot = true }
            } else if !isRoot, rootProperties.contains(property) {
                let items = value.significant
                if items.count == 1, let keyword = items[0].keyword, Self.wideKeywords.contains(keyword) {
                    reachesBelowRoot = true
                }
            }
        }
    }
}
