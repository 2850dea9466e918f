/// Where a declaration comes from, in CSS Cascade 4 terms. Reading settings are the user's.
package enum CascadeOrigin: Int, Hashable, Sendable {
    case userAgent, user, author
}

/// A selector's specificity (CSS Selectors 4 §17): ids, then classes/attributes/pseudo-classes,
/// then types/pseudo-elements.
package struct Specificity: Hashable, Comparable, Sendable {
    package var ids: Int
    package var classes: Int
    package var types: Int

    package init(ids: Int, classes: Int, types: Int) {
        self.ids = ids
        self.classes = classes
        self.types = types
    }

    package static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
    }
}

/// Everything the cascade compares to pick the winning declaration of a property, as plain values;
/// the greater priority wins (CSS Cascade 4 §6).
package struct CascadePriority: Hashable, Comparable, Sendable {
    package var origin: CascadeOrigin
    package var isImportant: Bool
    /// Declarations of a `style` attribute beat every selector of the same origin and importance.
    package var isStyleAttribute: Bool
    package var specificity: Specificity
    /// The declaration's position across all style sheets in cascade order.
    package var sourceOrder: Int

    package init(origin: CascadeOrigin, isImportant: Bool, isStyleAttribute: Bool = false,
                specificity: Specificity, sourceOrder: Int) {
        self.origin = origin
        self.isImportant = isImportant
        self.isStyleAttribute = isStyleAttribute
        self.specificity = specificity
        self.sourceOrder = sourceOrder
    }

    /// Origin and importance as one rank: normal user agent < normal user < normal author <
    /// important author < important user < important user agent.
    var originRank: Int {
        isImportant ? 5 - origin.rawValue : origin.rawValue
    }

    package static func < (lhs: CascadePriority, rhs: CascadePriority) -> Bool {
        if lhs.originRank != rhs.originRank { return lhs.originRank < rhs.originRank }
        if lhs.isStyleAttribute != rhs.isStyleAttribute { return rhs.isStyleAttribute }
        if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
        return lhs.sourceOrder < rhs.sourceOrder
    }
}
