/// A parsed style sheet: its rules in source order, at-rules interpreted (`@media`, `@font-face`,
/// `@import`, `@namespace`), unknown at-rules and invalid rules dropped as browsers drop them.
package struct CSSStyleSheet: Hashable, Sendable {
    /// Style sheets above this size are refused: books' CSS is a few tens of kilobytes.
    package static let maximumBytes = 8 << 20

    package var rules: [CSSRule]

    package init(rules: [CSSRule]) { self.rules = rules }

    /// Parses style sheet text; `name` is what errors call it (its href).
    package static func parse(_ text: String, name: String) throws -> CSSStyleSheet {
        let bytes = text.utf8.count
        guard bytes <= maximumBytes else {
            throw CSSError.tooLarge(styleSheet: name, bytes: bytes, limit: maximumBytes)
        }
        let values = CSSComponentParser.parse(text)
        return CSSStyleSheet(rules: typedRules(CSSRuleParser.rules(from: values, topLevel: true), topLevel: true,
                                               defaultNamespace: nil))
    }

    /// `defaultNamespace` is the sheet's, declared before every style rule: nested rules (in `@media`,
    /// `@supports`) take it as it is, since only the top level can declare one.
    private static func typedRules(_ raw: [CSSRawRule], topLevel: Bool, defaultNamespace: String?) -> [CSSRule] {
        var defaultNamespace = defaultNamespace
        var rules: [CSSRule] = []
        // @import and @namespace count only before any other rule (CSS Cascade 4 §2.1).
        var acceptsImports = topLevel
        var acceptsNamespaces = topLevel
        for rule in raw {
            switch rule {
            case let .qualified(prelude, block):
                acceptsImports = false
                acceptsNamespaces = false
                guard !prelude.isEmpty else { continue }
                rules.append(.style(CSSStyleRule(selectorValues: prelude, declarations: CSSRuleParser.declarations(from: block),
                                                 defaultNamespace: defaultNamespace)))
            case let .at(name, prelude, block):
                switch name {
                case "charset":
                    continue
                case "import":
                    if acceptsImports, block == nil, let rule = importRule(prelude) { rules.append(.importRule(rule)) }
                case "namespace":
                    acceptsImports = false
                    if acceptsNamespaces, block == nil, let rule = namespaceRule(prelude) {
                        rules.append(.namespace(rule))
                        if rule.prefix == nil { defaultNamespace = rule.uri }
                    }
                default:
                    acceptsImports = false
                    acceptsNamespaces = false
                    if let rule = conditionalOrFontRule(name: name, prelude: prelude, block: block,
                                                        defaultNamespace: defaultNamespace) {
                        rules.append(rule)
                    }
                }
            }
        }
        return rules
    }

    private static func conditionalOrFontRule(name: String, prelude: [CSSComponentValue], block: [CSSComponentValue]?,
                                              defaultNamespace: String?) -> CSSRule? {
        guard let block else { return nil }
        switch name {
        case "media":
            let nested = typedRules(CSSRuleParser.rules(from: block, topLevel: false), topLevel: false,
                                    defaultNamespace: defaultNamespace)
            return .media(CSSMediaRule(media: MediaQueryList(prelude), rules: nested))
        case "supports":
            let nested = typedRules(CSSRuleParser.rules(from: block, topLevel: false), topLevel: false,
                                    defaultNamespace: defaultNamespace)
            return .supports(CSSSupportsRule(isSupported: SupportsCondition.evaluate(prelude), rules: nested))
        case "font-face":
            return CSSFontFaceRule(declarations: CSSRuleParser.declarations(from: block)).map(CSSRule.fontFace)
        default:
            return nil
        }
    }

    private static func importRule(_ prelude: [CSSComponentValue]) -> CSSImportRule? {
        guard let first = prelude.first, let href = urlOrString(first) else { return nil }
        return CSSImportRule(href: href, media: MediaQueryList(Array(prelude.dropFirst())), styleSheet: nil)
    }

    private static func namespaceRule(_ prelude: [CSSComponentValue]) -> CSSNamespaceRule? {
        let items = prelude.significant
        switch items.count {
        case 1: return urlOrString(items[0]).map { CSSNamespaceRule(prefix: nil, uri: $0) }
        case 2:
            guard case .token(.ident(let prefix)) = items[0], let uri = urlOrString(items[1]) else { return nil }
            return CSSNamespaceRule(prefix: prefix, uri: uri)
        default: return nil
        }
    }

    private static func urlOrString(_ value: CSSComponentValue) -> String? {
        switch value {
        case .token(.string(let text)), .token(.url(let text)): return text
        case .function(let name, let arguments) where name.lowercased() == "url":
            if case .token(.string(let text))? = arguments.significant.first { return text }
            return nil
        default: return nil
        }
    }
}

extension CSSStyleSheet {
    /// What the cascade sees of this sheet in an environment: the style rules in order, with imported
    /// sheets in place of their `@import` and `@media` blocks that match opened up.
    package func effectiveStyleRules(in environment: MediaEnvironment) -> [CSSStyleRule] {
        var effective = EffectiveRules()
        effective.collect(rules, in: environment)
        return effective.styleRules
    }

    /// The `@font-face` rules that apply in an environment, imported ones included, in order.
    package func effectiveFontFaces(in environment: MediaEnvironment) -> [CSSFontFaceRule] {
        var effective = EffectiveRules()
        effective.collect(rules, in: environment)
        return effective.fontFaces
    }

    /// The namespace prefixes the sheet declares (the default namespace under the empty string).
    package var namespaces: [String: String] {
        var result: [String: String] = [:]
        for case .namespace(let rule) in rules { result[rule.prefix ?? ""] = rule.uri }
        return result
    }
}

/// The rules of a sheet that apply in one environment, flattened in source order.
private struct EffectiveRules {
    var styleRules: [CSSStyleRule] = []
    var fontFaces: [CSSFontFaceRule] = []

    mutating func collect(_ rules: [CSSRule], in environment: MediaEnvironment) {
        for rule in rules {
            switch rule {
            case .style(let style):
                styleRules.append(style)
            case .media(let media) where media.media.matches(environment):
                collect(media.rules, in: environment)
            case .supports(let supports) where supports.isSupported:
                collect(supports.rules, in: environment)
            case .importRule(let importRule) where importRule.media.matches(environment):
                if let sheet = importRule.styleSheet { collect(sheet.rules, in: environment) }
            case .fontFace(let face):
                fontFaces.append(face)
            default:
                continue
            }
        }
    }
}
