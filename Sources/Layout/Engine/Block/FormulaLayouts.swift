/// The layouts of a document's formulas, kept across viewports. `MathLayout` reads the width of the
/// line a formula sits in only to shrink tables, so a formula without a table lays out the same in
/// every viewport and is laid out once; one with a table is kept per width. The formulas are held, so
/// that a node freed with an old box tree cannot pass for a new one at the same address.
final class FormulaLayouts {
    private struct Key: Hashable {
        let node: ObjectIdentifier
        /// The available width for formulas with tables, nil for the others.
        let width: Double?
    }

    private var kept: [Key: (node: MathNode, box: MathBox)] = [:]
    private let subtrees = MathSubtreeBoxes()

    /// The formula `node` laid out in a line `availableWidth` wide.
    func layout(_ node: MathNode, availableWidth: Double, fonts: DocumentFonts, cache: TextMeasurementCache) -> MathBox {
        let identity = ObjectIdentifier(node)
        let key = Key(node: identity, width: node.containsTable ? availableWidth : nil)
        if let known = kept[key], known.node === node { return known.box }
        // The formula is kept below before anything else can free it, so its parts' addresses stay theirs.
        let box = MathLayout(fonts: fonts, cache: cache, availableWidth: availableWidth,
                             subtrees: node.containsTable ? subtrees : nil).layout(node)
        kept[key] = (node, box)
        return box
    }
}
