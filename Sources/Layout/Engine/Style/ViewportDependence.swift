import DOM

/// What the viewport decides in the styles of one box tree, noted while they are computed. ReadiumCSS
/// sizes the root in `vh` and its columns in `vw`, and its images' heights in `vh`; when no other style
/// uses a viewport unit, the tree serves another viewport under the same rules once the root's style is
/// computed again — provided the root hands its children the same inherited values, and no element takes
/// one of the root's viewport-sized values with `inherit`, `unset` or `revert`. When the other styles that
/// use one only size their element's box (`width`, `max-height`…, which no descendant inherits and which
/// change no box of the tree), the tree serves too, with those styles computed again.
final class ViewportDependence {
    /// An element's style that sizes its box in viewport units, and the style it inherits from.
    struct SizedElement {
        let element: Node
        let parent: ElementStyle?
        let style: ElementStyle
    }

    /// The properties the root sets in viewport units.
    private var rootProperties: Set<String> = []
    /// The properties other elements set in viewport units.
    private var propertiesBelowRoot: Set<String> = []
    /// Whether a style below the root depends on the viewport.
    private(set) var reachesBelowRoot = false
    /// Whether each style below the root that depends on the viewport only sizes its element's box.
    private(set) var onlySizesBelowRoot = true
    /// The elements whose styles size their boxes in viewport units.
    private(set) var sizedElements: [SizedElement] = []

    private static let wideKeywords: Set<String> = ["inherit", "unset", "revert", "revert-layer"]
    private static let boxSizeProperties: Set<String> = [
        PropertyName.width, .height, .minWidth, .minHeight, .maxWidth, .maxHeight,
    ].reduce(into: []) { $0.insert($1.rawValue) }

    /// Notes the declarations of a computed style, `var()` already substituted: the root's (computed
    /// before any other), another element's, or a pseudo-element's (with no element). `style` is what they
    /// computed to, and `parent` what it inherits from.
    func note(_ declarations: [(property: String, value: [CSSComponentValue])], element: Node?, isRoot: Bool,
              style: ElementStyle, parent: ElementStyle?) {
        var sizesInViewportUnits = false
        for (property, value) in declarations {
            if ViewportUnits.appear(in: value) {
                if isRoot {
                    rootProperties.insert(property)
                } else {
                    reachesBelowRoot = true
                    if element == nil || !Self.boxSizeProperties.contains(property) { onlySizesBelowRoot = false }
                    propertiesBelowRoot.insert(property)
                    sizesInViewportUnits = true
                }
            } else if !isRoot, rootProperties.contains(property) || propertiesBelowRoot.contains(property) {
                let items = value.significant
                if items.count == 1, let keyword = items[0].keyword, Self.wideKeywords.contains(keyword) {
                    reachesBelowRoot = true
                    onlySizesBelowRoot = false
                }
            }
        }
        if sizesInViewportUnits, onlySizesBelowRoot, let element {
            sizedElements.append(SizedElement(element: element, parent: parent, style: style))
        }
    }
}
