import DOM

/// How one rule's selector is matched in one document. ReadiumCSS starts most of its rules with a
/// condition on the root's `style` (`:root[style*="readium-advanced-on"] p`): a compound with `:root` only
/// the root can match, so it is decided once against the document's root instead of by walking every
/// element's ancestors. When it fails the rule can never match; when it holds the rest of the selector
/// is what an element must match, its leftmost compound not the root (every other element descends from
/// the root). Rules that need ancestors also carry the features an ancestor filter must have.
struct RuleMatcher: Sendable {
    /// What an element must match; nil when the rule can never match in this document.
    let selector: ComplexSelector?
    /// The ancestor features an element's ancestors must have for the selector to match.
    let requiredAncestors: AncestorFilter

    /// `selector` as matched in the document whose root element is `root` (nil: a document without one).
    init(_ selector: ComplexSelector, root: Node?) {
        let matched = Self.rootConditionResolved(selector, root: root)
        self.selector = matched
        requiredAncestors = matched.map(AncestorFilter.required) ?? AncestorFilter()
    }

    /// Whether `element` matches; `ancestors` is its ancestors' filter, asked for only when needed and
    /// kept for the element's next rule.
    func matches(_ element: Node, ancestors: inout AncestorFilter?, filters: AncestorFilters) -> Bool {
        guard let selector else { return false }
        if !requiredAncestors.isEmpty {
            let filter = ancestors ?? filters.filter(for: element)
            ancestors = filter
            guard filter.mayContain(requiredAncestors) else { return false }
        }
        return selector.matches(element)
    }

    /// `R0 R1 … Rn` with `:root` in R0 becomes `R1:not(:root) … Rn` when the root matches R0, nil when it
    /// does not; other selectors stay as they are.
    private static func rootConditionResolved(_ selector: ComplexSelector, root: Node?) -> ComplexSelector? {
        guard selector.compounds.count > 1, selector.combinators[0] == .descendant,
              selector.compounds[0].simpleSelectors.contains(.pseudoClass(.root)) else { return selector }
        guard let root, selector.compounds[0].matches(root) else { return nil }
        let notRoot = SelectorList(
            selectors: [ComplexSelector(compounds: [CompoundSelector(simpleSelectors: [.pseudoClass(.root)])],
                                        combinators: [])],
            source: ":root")
        var compounds = Array(selector.compounds.dropFirst())
        compounds[0] = CompoundSelector(simpleSelectors: compounds[0].simpleSelectors + [.pseudoClass(.not(notRoot))])
        return ComplexSelector(compounds: compounds, combinators: Array(selector.combinators.dropFirst()))
    }
}
