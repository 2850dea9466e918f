/// Evaluates the condition of an `@supports` rule (CSS Conditional 3 §6) as Chromium would answer it:
/// declarations of properties the engine computes are supported when their value is valid; other
/// properties are assumed supported (Chromium knows far more properties than the engine models),
/// except those prefixed for other engines; `selector()` is supported; anything else is false.
enum SupportsCondition {
    static func evaluate(_ prelude: [CSSComponentValue]) -> Bool {
        let items = prelude.significant
        guard let first = items.first else { return false }
        if first.keyword == "not" {
            return items.count == 2 && !evaluateInParens(items[1])
        }
        let operators = stride(from: 1, to: items.count, by: 2).map { items[$0].keyword }
        let operands = stride(from: 0, to: items.count, by: 2).map { items[$0] }
        guard Set(operators).count <= 1, operators.allSatisfy({ $0 == "and" || $0 == "or" }) else { return false }
        let results = operands.map(evaluateInParens)
        return operators.first == "or" ? results.contains(true) : results.allSatisfy { $0 }
    }

    private static func evaluateInParens(_ value: CSSComponentValue) -> Bool {
        switch value {
        case .block(.openParen, let inner):
            let items = inner.significant
            if items.count >= 2, case .token(.ident) = items[0], items[1] == .token(.colon) {
                return isSupported(CSSRuleParser.declarations(from: inner))
            }
            return evaluate(inner)
        case .function(let name, _):
            return name.lowercased() == "selector"
        default:
            return false
        }
    }

    private static let otherEngines = ["-moz-", "-ms-", "-o-"]

    private static func isSupported(_ declarations: [CSSDeclaration]) -> Bool {
        guard declarations.count == 1, let declaration = declarations.first, !declaration.value.isEmpty else {
            return false
        }
        let longhands = LonghandDeclaration.expand(declaration)
        guard !longhands.isEmpty else {
            return !otherEngines.contains { declaration.name.hasPrefix($0) }
        }
        let computer = StyleComputer(viewportWidth: 0, viewportHeight: 0)
        return longhands.allSatisfy(computer.isValid)
    }
}
