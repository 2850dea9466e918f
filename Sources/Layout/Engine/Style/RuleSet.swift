import DOM

/// The style rules of every sheet that applies in one environment, in cascade order, indexed by the
/// rightmost compound selector's id, class or type so that an element is only matched against rules
/// that can concern it. A rule set serves the elements of one document: rules that start with a
/// condition on the root (`:root[style*="…"] p`) are decided against that document's root when the set
/// is made (see `RuleMatcher`).
struct RuleSet: Sendable {
    /// One selector of one rule with what the cascade needs to rank its declarations.
    struct Rule: Sendable {
        let selector: ComplexSelector
        let pseudoElement: PseudoElement?
        let origin: CascadeOrigin
        let specificity: Specificity
        /// Index into `blocks`.
        let block: Int
    }

    private(set) var rules: [Rule] = []
    /// How each rule is matched in the document, by rule index.
    private var matchers: [RuleMatcher] = []
    /// The declarations of each style rule, shared by its selectors.
    private(set) var blocks: [[CascadeDeclaration]] = []
    /// The rules of the element itself, and those of each pseudo-element, indexed apart.
    private var elementIndex = SelectorIndex()
    private var pseudoIndex: [PseudoElement: SelectorIndex] = [:]
    /// Whether any rule styles a pseudo-element: most books have none, and then no element needs asking.
    private(set) var pseudoElements: Set<PseudoElement> = []
    private let candidateLists = CandidateRuleLists()
    private let ancestorFilters = AncestorFilters()

    /// `sheets` in cascade order (user agent first, then author sheets in document order), for the
    /// elements of the document whose root element is `root`; the root's attributes are read here.
    /// `selectorCache` keeps compiled selectors for the next rule set of the same sheets.
    init(sheets: [(sheet: CSSStyleSheet, origin: CascadeOrigin)], environment: MediaEnvironment,
         validator: StyleComputer, root: Node?, selectorCache: CompiledSelectorCache = CompiledSelectorCache()) {
        for (sheet, origin) in sheets {
            for styleRule in sheet.effectiveStyleRules(in: environment) {
                let selectors = selectorCache.selectors(for: styleRule)
                guard !selectors.isEmpty else { continue }
                let declarations = styleRule.declarations.flatMap { CascadeDeclaration.expand($0, validator: validator) }
                guard !declarations.isEmpty else { continue }
                blocks.append(declarations)
                for compiled in selectors {
                    add(Rule(selector: compiled.selector, pseudoElement: compiled.pseudoElement, origin: origin,
                             specificity: compiled.specificity, block: blocks.count - 1),
                        matcher: RuleMatcher(compiled.selector, root: root))
                }
            }
        }
    }

    /// Keeps `rule`, and indexes it unless it can never match in the document.
    private mutating func add(_ rule: Rule, matcher: RuleMatcher) {
        let index = rules.count
        rules.append(rule)
        matchers.append(matcher)
        guard let selector = matcher.selector else { return }
        if let pseudo = rule.pseudoElement {
            pseudoElements.insert(pseudo)
            pseudoIndex[pseudo, default: SelectorIndex()].add(index, selector: selector)
        } else {
            elementIndex.add(index, selector: selector)
        }
    }

    /// The indices of the rules whose selector matches `element` (for `pseudoElement`), in cascade order.
    func matches(_ element: Node, pseudoElement: PseudoElement? = nil) -> [Int] {
        let index = pseudoElement.map { pseudoIndex[$0] ?? SelectorIndex() } ?? elementIndex
        let language = index.hasLanguageRules ? element.language?.lowercased() : nil
        let key = CandidateRuleLists.Key(
            name: element.localName, id: index.hasIDRules ? element.attribute("id") : nil,
            classes: index.hasClassRules ? element.attribute("class") : nil,
            isRoot: index.hasRootRules && SelectorIndex.isRoot(element), language: language,
            pseudoElement: pseudoElement)
        let candidates = candidateLists.list(for: key) {
            var found = index.candidates(for: element, language: language)
            found.sort()
            var previous = -1
            return found.filter { candidate in
                defer { previous = candidate }
                return candidate != previous
            }
        }
        var ancestors: AncestorFilter?
        return candidates.filter { matchers[$0].matches(element, ancestors: &ancestors, filters: ancestorFilters) }
    }
}

/// Rule indices by the id, class or type their selector's rightmost compound requires, or by `:root`, or
/// by the language ranges of its `:lang()` (else universal). ReadiumCSS keys many of its rules on
/// `:root[style*="…"]`, which only the root can match, and some thirty on `:lang(…)` alone.
private struct SelectorIndex: Sendable {
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byType: [String: [Int]] = [:]
    private var rootOnly: [Int] = []
    /// By each range of the `:lang()`, lowercased.
    private var byLanguage: [String: [Int]] = [:]
    private var universal: [Int] = []

    /// Whether a rule is indexed by an id (else an element's `id` cannot change its candidates).
    var hasIDRules: Bool { !byID.isEmpty }
    /// Whether a rule is indexed by a class.
    var hasClassRules: Bool { !byClass.isEmpty }
    /// Whether a rule is indexed by `:root`.
    var hasRootRules: Bool { !rootOnly.isEmpty }
    /// Whether a rule is indexed by a language range.
    var hasLanguageRules: Bool { !byLanguage.isEmpty }

    static func isRoot(_ element: Node) -> Bool { element.parent?.kind == .document }

    mutating func add(_ index: Int, selector: ComplexSelector) {
        let rightmost = selector.compounds[selector.compounds.count - 1].simpleSelectors
        for simple in rightmost {
            if case .id(let id) = simple {
                byID[id, default: []].append(index)
                return
            }
        }
        for simple in rightmost {
            if case .className(let name) = simple {
                byClass[name, default: []].append(index)
                return
            }
        }
        for simple in rightmost {
            if case .type(let name) = simple {
                byType[name.lowercased(), default: []].append(index)
                return
            }
        }
        if rightmost.contains(where: { if case .pseudoClass(.root) = $0 { true } else { false } }) {
            rootOnly.append(index)
            return
        }
        for simple in rightmost {
            if case .pseudoClass(.lang(let ranges)) = simple, !ranges.contains(where: \.isEmpty) {
                for range in ranges { byLanguage[range.lowercased(), default: []].append(index) }
                return
            }
        }
        universal.append(index)
    }

    /// The rules that may match `element`, whose language (lowercased) is `language`, unsorted, possibly
    /// repeated. A range matches a language equal to it or starting with it and a `-`.
    func candidates(for element: Node, language: String?) -> [Int] {
        var candidates = universal
        if !byID.isEmpty, let id = element.attribute("id"), let rules = byID[id] { candidates += rules }
        if !byClass.isEmpty, let classes = element.attribute("class") {
            for name in ClassAttribute.names(in: classes) {
                if let rules = byClass[String(name)] { candidates += rules }
            }
        }
        if !byType.isEmpty, let name = element.localName, let rules = byType[name.lowercased()] { candidates += rules }
        if !rootOnly.isEmpty, Self.isRoot(element) { candidates += rootOnly }
        if !byLanguage.isEmpty, var range = language {
            while true {
                if let rules = byLanguage[range] { candidates += rules }
                guard let dash = range.lastIndex(of: "-") else { break }
                range = String(range[..<dash])
            }
        }
        return candidates
    }
}
