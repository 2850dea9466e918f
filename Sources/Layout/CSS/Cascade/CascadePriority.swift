/// Where a declaration comes from, in CSS Cascade 4 terms. Reading settings are the user's.
public enum CascadeOrigin: Int, Hashable, Sendable {
    case userAgent, user, author
}

/// A selector's specificity (CSS Selectors 4 §17): ids, then classes/attributes/pseudo-classes,
/// then types/pseudo-elements.
public struct Specificity: Hashable, Comparable, Sendable {
    public var ids: Int
    public var classes: Int
    public var types: Int

    public init(ids: Int, classes: Int, types: Int) {
        self.ids = ids
        self.classes = classes
        self.types = types
    }

    public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
    }
}

/// Everything the cascade compares to pick the winning declaration of a property, as plain values;
/// the greater priority wins (CSS Cascade 4 §6).
public struct CascadePriority: Hashable, Comparable, Sendable {
    public var origin: CascadeOrigin
    public var isImportant: Bool
    /// Declarations of a `style` attribute beat every selector of the same origin and importance.
    public var isStyleAttribute: Bool
    public var specificity: Specificity
    /// The declaration's position across all style sheets in cascade order.
    public var sourceOrder: Int

    public init(origin: CascadeOrigin, isImportant: Bool, isStyleAttribute: Bool = false,
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

    public static func < (lhs: CascadePriority, rhs: CascadePriority) -> Bool {
        if lhs.originRank != rhs.originRank { return lhs.originRank < rhs.originRank }
        if lhs.isStyleAttribute != rhs.isStyleAttribute { return rhs.isStyleAttribute }
        if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
        return lhs.sourceOrder < rhs.sourceOrder
    }
}
