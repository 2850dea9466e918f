/// A selector's specificity (ids, classes-attributes-pseudo-classes, types), compared lexicographically
/// by the cascade.
public struct Specificity: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let ids: Int
    public let classes: Int
    public let types: Int

    public init(ids: Int, classes: Int, types: Int) {
        self.ids = ids
        self.classes = classes
        self.types = types
    }

    public static let zero = Specificity(ids: 0, classes: 0, types: 0)

    public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
        (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
    }

    static func + (lhs: Specificity, rhs: Specificity) -> Specificity {
        Specificity(ids: lhs.ids + rhs.ids, classes: lhs.classes + rhs.classes, types: lhs.types + rhs.types)
    }

    public var description: String { "(\(ids),\(classes),\(types))" }
}

extension ComplexSelector {
    public var specificity: Specificity {
        compounds.flatMap(\.simpleSelectors).map(\.specificity).reduce(.zero, +)
    }
}

extension SelectorList {
    /// The largest specificity in the list, which is what `:is()` and `:not()` contribute.
    public var maximumSpecificity: Specificity { selectors.map(\.specificity).max() ?? .zero }
}

extension SimpleSelector {
    public var specificity: Specificity {
        switch self {
        case .id: return Specificity(ids: 1, classes: 0, types: 0)
        case .className, .attribute: return Specificity(ids: 0, classes: 1, types: 0)
        case .type: return Specificity(ids: 0, classes: 0, types: 1)
        case .universal, .namespace: return .zero
        case let .pseudoClass(pseudoClass):
            switch pseudoClass {
            case let .not(list): return list.maximumSpecificity
            case let .matchesAny(list, contributes): return contributes ? list.maximumSpecificity : .zero
            case let .nthChild(_, filter), let .nthLastChild(_, filter):
                return Specificity(ids: 0, classes: 1, types: 0) + (filter?.maximumSpecificity ?? .zero)
            default: return Specificity(ids: 0, classes: 1, types: 0)
            }
        }
    }
}
