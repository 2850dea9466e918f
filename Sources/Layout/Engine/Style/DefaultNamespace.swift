import DOM

/// A style sheet's default namespace applied to one of its selectors (CSS Namespaces 3 §2, Selectors 4
/// §5.2 and §4.2): every compound selector matches only elements in that namespace, except the subject
/// of a selector inside `:is()`, `:where()`, `:not()` or `:nth-child(… of S)`, which is restricted only
/// when it names a type or `*`. ReadiumCSS declares XHTML's, so that in Chromium its `math` and `*`
/// rules leave MathML and SVG elements alone.
enum DefaultNamespace {
    static func restrict(_ selector: ComplexSelector, to uri: String) -> ComplexSelector {
        restrict(selector, to: uri, subjectOnlyWhenNamed: false)
    }

    private static func restrict(_ selector: ComplexSelector, to uri: String, subjectOnlyWhenNamed: Bool) -> ComplexSelector {
        let last = selector.compounds.count - 1
        let compounds = selector.compounds.enumerated().map { index, compound in
            restrict(compound, to: uri, onlyWhenNamed: subjectOnlyWhenNamed && index == last)
        }
        return ComplexSelector(compounds: compounds, combinators: selector.combinators)
    }

    private static func restrict(_ compound: CompoundSelector, to uri: String, onlyWhenNamed: Bool) -> CompoundSelector {
        var simpleSelectors = compound.simpleSelectors.map { restrictArguments(of: $0, to: uri) }
        let namesElements = simpleSelectors.contains { simple in
            switch simple {
            case .type, .universal: true
            default: false
            }
        }
        if namesElements || !onlyWhenNamed { simpleSelectors.append(.namespace(uri)) }
        return CompoundSelector(simpleSelectors: simpleSelectors)
    }

    private static func restrictArguments(of simple: SimpleSelector, to uri: String) -> SimpleSelector {
        guard case .pseudoClass(let pseudoClass) = simple else { return simple }
        switch pseudoClass {
        case .not(let list):
            return .pseudoClass(.not(restrict(list, to: uri)))
        case .matchesAny(let list, let contributesSpecificity):
            return .pseudoClass(.matchesAny(restrict(list, to: uri), contributesSpecificity: contributesSpecificity))
        case .nthChild(let pattern, let list?):
            return .pseudoClass(.nthChild(pattern, of: restrict(list, to: uri)))
        case .nthLastChild(let pattern, let list?):
            return .pseudoClass(.nthLastChild(pattern, of: restrict(list, to: uri)))
        default:
            return simple
        }
    }

    private static func restrict(_ list: SelectorList, to uri: String) -> SelectorList {
        SelectorList(selectors: list.selectors.map { restrict($0, to: uri, subjectOnlyWhenNamed: true) }, source: list.source)
    }
}
