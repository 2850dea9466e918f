extension MathNode {
    /// The operator at the core of an embellished operator (an `mo`, or scripts, fractions or rows built
    /// on one, rows beside space-like children), whose spacing the whole construct takes; nil when this
    /// is not one.
    var embellishedOperator: MathNode? {
        switch embellishment {
        case .none: nil
        case .itself: self
        case .inside(let core): core
        }
    }

    /// Where `embellishedOperator` is, found from the children's (kept by the node once asked).
    func findEmbellishment() -> Embellishment {
        switch kind {
        case .token(_, true): return .itself
        case .lowerScript, .upperScript, .lowerAndUpperScripts, .under, .over, .underOver, .fraction:
            return children.first?.embellishedOperator.map(Embellishment.inside) ?? .none
        case .row:
            // A row is one when its only child that is not space-like is one (MathML Core).
            let others = children.filter { !$0.isSpaceLike }
            return others.count == 1 ? others[0].embellishedOperator.map(Embellishment.inside) ?? .none : .none
        default: return .none
        }
    }

    /// Whether this only takes room without showing anything: `mspace`, `mtext`, and rows of them (kept
    /// by the node once asked).
    func findIsSpaceLike() -> Bool {
        switch kind {
        case .space: return true
        case .token(_, false): return element?.localName == "mtext"
        case .row: return children.allSatisfy(\.isSpaceLike)
        default: return false
        }
    }
}

extension MathNode {
    /// Whether the under (`accentunder`) or over (`accent`) script of an under/over element is an accent.
    func isAccent(under: Bool) -> Bool {
        element?.attribute(under ? "accentunder" : "accent")?.lowercased() == "true"
    }
}

extension MathNode.Kind {
    var isSubscripted: Bool {
        switch self {
        case .lowerScript, .lowerAndUpperScripts, .under, .underOver: true
        default: false
        }
    }

    var isSuperscripted: Bool {
        switch self {
        case .upperScript, .lowerAndUpperScripts, .over, .underOver: true
        default: false
        }
    }
}

extension MathNode {
    /// An operator token's text as Chromium looks it up in the operator dictionary: the element's text
    /// as written, white space included, so that `<mo> ∑</mo>` is no large operator there; nil for
    /// anything but an operator.
    var operatorText: String? {
        guard case .token(_, true) = kind else { return nil }
        return element?.textContent
    }
}
