/// Boxes of formula parts that hold no table, kept across the widths a formula is laid out at: only a
/// table reads the line's width, so a cell's content comes out the same in every viewport. Held by the
/// caller only while the nodes are (`FormulaLayouts` keeps every formula it lays out), so that a freed
/// node's address cannot stand for another.
final class MathSubtreeBoxes {
    struct Key: Hashable {
        let node: ObjectIdentifier
        let form: MathOperatorStretch.Form
        let stretchTarget: Double?
    }

    private var boxes: [Key: MathBox] = [:]

    /// The box of `node` laid out by `layout`, once per form and stretch target.
    func box(of node: MathNode, form: MathOperatorStretch.Form, stretchTarget: Double?,
             layout: () -> MathBox) -> MathBox {
        let key = Key(node: ObjectIdentifier(node), form: form, stretchTarget: stretchTarget)
        if let known = boxes[key] { return known }
        let box = layout()
        boxes[key] = box
        return box
    }
}
