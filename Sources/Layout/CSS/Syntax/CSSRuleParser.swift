/// A rule as CSS Syntax delivers it, before any at-rule is interpreted (§5.4.1–5.4.3).
package enum CSSRawRule: Hashable, Sendable {
    /// `@name prelude;` or `@name prelude { block }`; `name` is lowercased.
    case at(name: String, prelude: [CSSComponentValue], block: [CSSComponentValue]?)
    /// `prelude { block }`: a style rule when the prelude is a selector list.
    case qualified(prelude: [CSSComponentValue], block: [CSSComponentValue])
}

/// Declarations and rules out of component values: the consumers of CSS Syntax §5.4.
enum CSSRuleParser {
    /// §5.4.1 "consume a list of rules". At the top level `<!--` and `-->` are skipped.
    static func rules(from values: [CSSComponentValue], topLevel: Bool) -> [CSSRawRule] {
        var rules: [CSSRawRule] = []
        var index = 0
        while index < values.count {
            let value = values[index]
            switch value {
            case .token(.whitespace):
                index += 1
            case .token(.cdo) where topLevel, .token(.cdc) where topLevel:
                index += 1
            case .token(.atKeyword(let name)):
                index += 1
                rules.append(consumeAtRule(named: name, from: values, at: &index))
            default:
                if let rule = consumeQualifiedRule(from: values, at: &index) { rules.append(rule) }
            }
        }
        return rules
    }

    private static func consumeAtRule(named name: String, from values: [CSSComponentValue],
                                      at index: inout Int) -> CSSRawRule {
        var prelude: [CSSComponentValue] = []
        while index < values.count {
            let value = values[index]
            index += 1
            switch value {
            case .token(.semicolon):
                return .at(name: name.lowercased(), prelude: prelude.trimmed, block: nil)
            case .block(.openCurly, let block):
                return .at(name: name.lowercased(), prelude: prelude.trimmed, block: block)
            default:
                prelude.append(value)
            }
        }
        return .at(name: name.lowercased(), prelude: prelude.trimmed, block: nil)
    }

    /// A prelude that runs to the end without a block is dropped, as the spec says.
    private static func consumeQualifiedRule(from values: [CSSComponentValue],
                                             at index: inout Int) -> CSSRawRule? {
        var prelude: [CSSComponentValue] = []
        while index < values.count {
            let value = values[index]
            index += 1
            if case .block(.openCurly, let block) = value {
                return .qualified(prelude: prelude.trimmed, block: block)
            }
            prelude.append(value)
        }
        return nil
    }

    /// §5.4.5 "consume a list of declarations": `name: value [!important]` separated by semicolons.
    /// Invalid pieces are skipped up to the next semicolon; at-rules inside are skipped whole.
    static func declarations(from values: [CSSComponentValue]) -> [CSSDeclaration] {
        var declarations: [CSSDeclaration] = []
        var index = 0
        while index < values.count {
            switch values[index] {
            case .token(.whitespace), .token(.semicolon):
                index += 1
            case .token(.atKeyword(let name)):
                index += 1
                _ = consumeAtRule(named: name, from: values, at: &index)
            default:
                let end = values[index...].firstIndex(of: .token(.semicolon)) ?? values.count
                if let declaration = declaration(from: Array(values[index..<end])) {
                    declarations.append(declaration)
                }
                index = end
            }
        }
        return declarations
    }

    private static func declaration(from piece: [CSSComponentValue]) -> CSSDeclaration? {
        guard case .token(.ident(let name))? = piece.first else { return nil }
        let rest = piece.dropFirst().drop(while: \.isWhitespace)
        guard rest.first == .token(.colon) else { return nil }
        var value = Array(rest.dropFirst()).trimmed
        let important = removeImportant(from: &value)
        return CSSDeclaration(name: name.hasPrefix("--") ? name : name.lowercased(), value: value, isImportant: important)
    }

    private static func removeImportant(from value: inout [CSSComponentValue]) -> Bool {
        let significant = value.indices.filter { !value[$0].isWhitespace }
        guard significant.count >= 2,
              value[significant[significant.count - 1]].keyword == "important",
              value[significant[significant.count - 2]] == .token(.delim("!")) else { return false }
        value = Array(value[..<significant[significant.count - 2]]).trimmed
        return true
    }
}

/// One `property: value` of a rule or a style attribute.
package struct CSSDeclaration: Hashable, Sendable {
    /// Lowercased, except custom properties (`--name`), which are case-sensitive.
    package var name: String
    package var value: [CSSComponentValue]
    package var isImportant: Bool

    package init(name: String, value: [CSSComponentValue], isImportant: Bool = false) {
        self.name = name
        self.value = value
        self.isImportant = isImportant
    }

    /// Parses the contents of a `style` attribute, or of any declaration block, from text.
    package static func list(from text: String) -> [CSSDeclaration] {
        CSSRuleParser.declarations(from: CSSComponentParser.parse(text))
    }
}
