import DOM

/// The pseudo-elements whose styles the engine uses.
enum PseudoElement: String, Hashable, Sendable {
    case before, after, firstLine = "first-line", firstLetter = "first-letter"
}

/// One selector of a style rule, ready for matching: the selector of the element it styles, the
/// pseudo-element it is about (nil for the element itself) and its specificity.
struct CompiledSelector: Sendable {
    let selector: ComplexSelector
    let pseudoElement: PseudoElement?
    let specificity: Specificity
}

/// Turns the prelude of a style rule into selectors the DOM's selector engine matches. The rule's
/// selectors are taken one by one: a selector that cannot match in a freshly loaded page (`:hover`,
/// `:visited`, `:focus`…) or that the engine does not understand is left out without dropping its
/// siblings. `ns|attr` attribute names become the qualified names the DOM matches (`epub:type`),
/// `:link` becomes `[href]`, and a trailing pseudo-element is split off.
enum SelectorCompiler {
    private static let legacyPseudoElements: Set<String> = ["before", "after", "first-line", "first-letter"]
    private static let neverMatching: Set<String> = [
        "hover", "active", "focus", "focus-within", "focus-visible", "visited", "target", "checked",
        "disabled", "enabled", "indeterminate", "default", "invalid", "valid", "required", "optional",
        "read-only", "read-write", "placeholder-shown", "fullscreen", "modal", "open", "popover-open",
        "autofill", "user-invalid", "user-valid", "playing", "paused", "defined", "host", "scope",
    ]

    /// The selectors of a prelude; with a default namespace (its sheet's), restricted to it.
    static func compile(_ prelude: [CSSComponentValue], defaultNamespace: String? = nil) -> [CompiledSelector] {
        let compiled = prelude.commaSeparated.compactMap(compileOne)
        guard let defaultNamespace else { return compiled }
        return compiled.map { selector in
            CompiledSelector(selector: DefaultNamespace.restrict(selector.selector, to: defaultNamespace),
                             pseudoElement: selector.pseudoElement, specificity: selector.specificity)
        }
    }

    private static func compileOne(_ part: [CSSComponentValue]) -> CompiledSelector? {
        var values = part.trimmed
        var pseudoElement: PseudoElement?
        if let (pseudo, length) = trailingPseudoElement(values) {
            guard let known = pseudo else { return nil }
            pseudoElement = known
            values.removeLast(length)
            if values.last?.isWhitespace ?? true { values.append(.token(.delim("*"))) }
        }
        guard let rewritten = rewrite(values) else { return nil }
        let text = CSSSerializer.text(of: rewritten)
        guard let list = try? SelectorParser.parse(text), list.selectors.count == 1 else { return nil }
        let selector = list.selectors[0]
        let base = selector.specificity
        return CompiledSelector(
            selector: selector, pseudoElement: pseudoElement,
            specificity: Specificity(ids: base.ids, classes: base.classes,
                                     types: base.types + (pseudoElement == nil ? 0 : 1)))
    }

    /// `::name` or a legacy `:before`-style pseudo-element at the end: the pseudo-element (nil when it
    /// is one the engine ignores) and how many values it takes.
    private static func trailingPseudoElement(_ values: [CSSComponentValue]) -> (PseudoElement?, Int)? {
        guard let last = values.last, case .token(.ident(let name)) = last, values.count >= 2,
              values[values.count - 2] == .token(.colon) else { return nil }
        let lowered = name.lowercased()
        if values.count >= 3, values[values.count - 3] == .token(.colon) {
            return (PseudoElement(rawValue: lowered), 3)
        }
        return legacyPseudoElements.contains(lowered) ? (PseudoElement(rawValue: lowered), 2) : nil
    }

    /// Nil when the selector can never match here.
    private static func rewrite(_ values: [CSSComponentValue]) -> [CSSComponentValue]? {
        var output: [CSSComponentValue] = []
        var index = 0
        while index < values.count {
            let value = values[index]
            if value == .token(.colon), index + 1 < values.count, let name = values[index + 1].keyword {
                if name == "link" || name == "any-link" {
                    output.append(.block(opening: .openSquare, values: [.token(.ident("href"))]))
                    index += 2
                    continue
                }
                if neverMatching.contains(name) { return nil }
            }
            if value == .token(.colon), index + 1 < values.count, case .function(let name, _) = values[index + 1],
               ["dir", "has", "host", "host-context", "state"].contains(name.lowercased()) {
                return nil
            }
            if case .block(.openSquare, let inner) = value {
                output.append(.block(opening: .openSquare, values: qualifiedAttributeName(inner)))
            } else if value == .token(.delim("|")) {
                return nil
            } else {
                output.append(value)
            }
            index += 1
        }
        return output
    }

    /// `prefix|name` becomes `prefix:name` (the attribute's qualified name), `*|name` and `|name` `name`.
    private static func qualifiedAttributeName(_ inner: [CSSComponentValue]) -> [CSSComponentValue] {
        let items = inner.trimmed
        guard items.count >= 3, items[1] == .token(.delim("|")), case .token(.ident(let name)) = items[2] else {
            if items.count >= 2, items[0] == .token(.delim("|")) { return Array(items.dropFirst()) }
            return items
        }
        switch items[0] {
        case .token(.ident(let prefix)): return [.token(.ident(prefix + ":" + name))] + items.dropFirst(3)
        case .token(.delim("*")): return [.token(.ident(name))] + items.dropFirst(3)
        default: return items
        }
    }
}
