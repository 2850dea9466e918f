import DOM

/// Computes elements' styles: the CSS cascade (CSS Cascade 4 §6) over the rule set, the `style`
/// attribute and presentational hints — origin, importance, specificity and order through
/// `CascadePriority` — then inheritance and computed values through `StyleComputer`.
struct StyleResolver {
    let ruleSet: RuleSet
    private(set) var computer: StyleComputer
    private let shared = SharedStyles()
    /// What the viewport decides in the styles computed so far.
    let viewportDependence = ViewportDependence()

    init(ruleSet: RuleSet, computer: StyleComputer) {
        self.ruleSet = ruleSet
        self.computer = computer
    }

    /// The root element's style also fixes what `rem` is for every other element.
    mutating func rootStyle(of element: Node) -> ElementStyle {
        let style = self.style(of: element, parent: nil)
        computer.rootFontSize = style.computed.fontSize / style.computed.effectiveZoom
        return style
    }

    func style(of element: Node, parent: ElementStyle?) -> ElementStyle {
        let hints = PresentationalHints.declarations(of: element)
        let matched = ruleSet.matches(element)
        let styleAttribute = element.attribute("style")
        let key = shared.key(parent: parent, rules: matched, hints: hints, styleAttribute: styleAttribute,
                             rootFontSize: computer.rootFontSize)
        return shared.style(for: key) {
            cascade(hints: hints, matched: matched, styleAttribute: styleAttribute, element: element, parent: parent)
        }
    }

    private func cascade(hints: [CSSDeclaration], matched: [Int], styleAttribute: String?, element: Node,
                         parent: ElementStyle?) -> ElementStyle {
        var entries: [(priority: CascadePriority, value: CascadeDeclaration.Value)] = []
        var order = 0
        func add(_ declarations: [CascadeDeclaration], origin: CascadeOrigin, specificity: Specificity,
                 styleAttribute: Bool = false) {
            for declaration in declarations {
                order += 1
                entries.append((CascadePriority(origin: origin, isImportant: declaration.isImportant,
                                                isStyleAttribute: styleAttribute, specificity: specificity,
                                                sourceOrder: order), declaration.value))
            }
        }
        let zero = Specificity(ids: 0, classes: 0, types: 0)
        add(hints.flatMap { CascadeDeclaration.expand($0, validator: computer) }, origin: .author, specificity: zero)
        for index in matched {
            let rule = ruleSet.rules[index]
            add(ruleSet.blocks[rule.block], origin: rule.origin, specificity: rule.specificity)
        }
        if let attribute = styleAttribute {
            add(CSSDeclaration.list(from: attribute).flatMap { CascadeDeclaration.expand($0, validator: computer) },
                origin: .author, specificity: zero, styleAttribute: true)
        }
        entries.sort { $0.priority < $1.priority }
        return computed(entries.map(\.value), element: element, parent: parent)
    }

    /// The style of a pseudo-element of an element, nil when no rule styles it.
    func style(of pseudoElement: PseudoElement, of element: Node, elementStyle: ElementStyle) -> ElementStyle? {
        guard ruleSet.pseudoElements.contains(pseudoElement) else { return nil }
        let matched = ruleSet.matches(element, pseudoElement: pseudoElement)
        guard !matched.isEmpty else { return nil }
        var entries: [(priority: CascadePriority, value: CascadeDeclaration.Value)] = []
        for index in matched {
            let rule = ruleSet.rules[index]
            for declaration in ruleSet.blocks[rule.block] {
                entries.append((CascadePriority(origin: rule.origin, isImportant: declaration.isImportant,
                                                specificity: rule.specificity, sourceOrder: entries.count),
                                declaration.value))
            }
        }
        entries.sort { $0.priority < $1.priority }
        return computed(entries.map(\.value), element: nil, parent: elementStyle)
    }

    /// Computed values from declarations in ascending priority (the last of a property wins), for an
    /// element or (with none) a pseudo-element.
    private func computed(_ cascaded: [CascadeDeclaration.Value], element: Node?, parent: ElementStyle?)
        -> ElementStyle {
        let inherited = parent?.computed ?? ComputedStyle()
        let (values, customProperties) = substituted(cascaded, parent: inherited.customProperties)
        var writingMode = inherited.writingMode
        var direction = inherited.direction
        for value in values {
            guard case .physical(let property, let items) = value, let keyword = items.significant.first?.keyword else {
                continue
            }
            if property == .writingMode {
                writingMode = keyword == "initial" ? .horizontalTB : WritingMode(keyword: keyword) ?? writingMode
            } else if property == .direction {
                direction = keyword == "initial" ? .ltr : Direction(rawValue: keyword) ?? direction
            }
        }
        var longhands: [LonghandDeclaration] = []
        var supplementary: [(SupplementaryProperty, [CSSComponentValue])] = []
        for value in values {
            switch value {
            case .physical(let property, let items):
                longhands.append(LonghandDeclaration(property: property, value: items))
            case .logical(let property, let items):
                longhands.append(LonghandDeclaration(
                    property: property.physical(writingMode: writingMode, direction: direction), value: items))
            case .supplementary(let property, let items):
                supplementary.append((property, items))
            case .custom, .pendingSubstitution:
                break
            }
        }
        var computed = computer.compute(longhands, parent: parent?.computed)
        computed.customProperties = customProperties
        let parentSupplement = parent?.supplement ?? SupplementaryStyle()
        var supplement = parent?.supplement.inherited() ?? SupplementaryStyle()
        let context = computer.lengthContext(for: computed)
        for (property, items) in supplementary {
            supplement.apply(property, items, parent: parentSupplement, context: context)
        }
        let style = ElementStyle(computed: computed, supplement: supplement).inLogicalFrame()
        viewportDependence.note(longhands.map { ($0.property.rawValue, $0.value) }
                                    + supplementary.map { ($0.0.rawValue, $0.1) },
                                element: element, isRoot: parent == nil, style: style, parent: parent)
        return style
    }

    /// The element's custom properties, and its declarations with `var()` replaced by what they set.
    private func substituted(_ values: [CascadeDeclaration.Value], parent: CustomProperties)
        -> ([CascadeDeclaration.Value], CustomProperties) {
        var declared: [(name: String, value: [CSSComponentValue])] = []
        var hasPending = false
        for value in values {
            switch value {
            case .custom(let name, let items): declared.append((name, items))
            case .pendingSubstitution: hasPending = true
            default: break
            }
        }
        let customProperties = declared.isEmpty ? parent : CustomProperties(declared: declared, parent: parent)
        guard hasPending else { return (values, customProperties) }
        let substituted = values.flatMap { value -> [CascadeDeclaration.Value] in
            guard case .pendingSubstitution(let declaration) = value else { return [value] }
            return CascadeDeclaration.substituted(declaration, customProperties: customProperties, validator: computer)
        }
        return (substituted, customProperties)
    }
}
