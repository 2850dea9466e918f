/// A parsed CSS selector list (`p.note > a[href^="#"], h1`), as used by `querySelector` and the cascade.
public struct SelectorList: Hashable, Sendable, CustomStringConvertible {
    public let selectors: [ComplexSelector]
    /// The text the list was parsed from.
    public let source: String

    /// A list made by hand; `source` is the text it stands for.
    public init(selectors: [ComplexSelector], source: String) {
        self.selectors = selectors
        self.source = source
    }

    public var description: String { source }
}

/// Compound selectors joined by combinators; `compounds[0]` is the leftmost, and `combinators[i]` joins
/// `compounds[i]` to `compounds[i + 1]`.
public struct ComplexSelector: Hashable, Sendable {
    public let compounds: [CompoundSelector]
    public let combinators: [Combinator]

    /// `combinators` has one item fewer than `compounds`.
    public init(compounds: [CompoundSelector], combinators: [Combinator]) {
        self.compounds = compounds
        self.combinators = combinators
    }
}

public enum Combinator: Hashable, Sendable {
    /// `a b`
    case descendant
    /// `a > b`
    case child
    /// `a + b`
    case nextSibling
    /// `a ~ b`
    case subsequentSibling
}

/// Simple selectors that must all match one element.
public struct CompoundSelector: Hashable, Sendable {
    public let simpleSelectors: [SimpleSelector]

    /// The simple selectors in the order written.
    public init(simpleSelectors: [SimpleSelector]) {
        self.simpleSelectors = simpleSelectors
    }
}

public enum SimpleSelector: Hashable, Sendable {
    /// `p`: matched on the local name, in any namespace.
    case type(String)
    /// `*`
    case universal
    /// `#main`
    case id(String)
    /// `.note`
    case className(String)
    case attribute(AttributeSelector)
    case pseudoClass(PseudoClass)
    /// The element is in the namespace with this URI: what a style sheet's default `@namespace` adds to
    /// its selectors (selector text has no way to write it; `querySelector` never makes it).
    case namespace(String)
}

/// `[name]`, `[name=value]`, `[name~=value i]`…
public struct AttributeSelector: Hashable, Sendable {
    public enum Operator: String, Hashable, Sendable {
        case equals = "=", includes = "~=", dashMatch = "|=", prefix = "^=", suffix = "$=", substring = "*="
    }

    /// The attribute's name as written (`epub:type` when escaped as `epub\:type`).
    public let name: String
    /// The operator and value; nil for a presence test.
    public let test: (operator: Operator, value: String)?
    public let caseInsensitive: Bool

    public static func == (lhs: AttributeSelector, rhs: AttributeSelector) -> Bool {
        lhs.name == rhs.name && lhs.test?.operator == rhs.test?.operator && lhs.test?.value == rhs.test?.value
            && lhs.caseInsensitive == rhs.caseInsensitive
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(test?.operator)
        hasher.combine(test?.value)
        hasher.combine(caseInsensitive)
    }
}

public enum PseudoClass: Hashable, Sendable {
    /// `:nth-child(an+b [of S])`; `:first-child` is `nthChild(0n+1)`.
    case nthChild(NthPattern, of: SelectorList?)
    case nthLastChild(NthPattern, of: SelectorList?)
    case nthOfType(NthPattern)
    case nthLastOfType(NthPattern)
    case onlyChild
    case onlyOfType
    case not(SelectorList)
    /// `:is()`, and `:where()` whose only difference is a zero specificity.
    case matchesAny(SelectorList, contributesSpecificity: Bool)
    case root
    case empty
    /// `:lang(ja, "zh-Hant")`: the element's language (its own or nearest ancestor's `xml:lang` or
    /// `lang`) is one of the ranges or starts with one and a `-`, ignoring case.
    case lang([String])
}

/// The `an+b` of the `:nth-*` pseudo-classes: matches 1-based positions `a*n + b` for some n >= 0.
public struct NthPattern: Hashable, Sendable {
    public let step: Int
    public let offset: Int

    public init(step: Int, offset: Int) {
        self.step = step
        self.offset = offset
    }

    public func matches(position: Int) -> Bool {
        if step == 0 { return position == offset }
        let difference = position - offset
        return difference % step == 0 && difference / step >= 0
    }
}
