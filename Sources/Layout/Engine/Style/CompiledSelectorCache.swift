import Foundation

/// The compiled selectors of each style rule's prelude, kept between the passes of one layout run:
/// every viewport's rule set compiles the same sheets, and compiling (rewriting, serializing and
/// parsing each selector) costs more than looking the prelude up. A lock keeps it safe to share.
final class CompiledSelectorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: [Key: [CompiledSelector]] = [:]

    /// A rule's prelude and its sheet's default namespace: the same text compiles differently under another.
    private struct Key: Hashable {
        let prelude: [CSSComponentValue]
        let defaultNamespace: String?
    }

    /// `SelectorCompiler.compile` of the rule's prelude in its sheet's default namespace, compiled the
    /// first time only.
    func selectors(for rule: CSSStyleRule) -> [CompiledSelector] {
        let key = Key(prelude: rule.selectorValues, defaultNamespace: rule.defaultNamespace)
        if let known = lock.withLock({ compiled[key] }) { return known }
        let made = SelectorCompiler.compile(rule.selectorValues, defaultNamespace: rule.defaultNamespace)
        lock.withLock { compiled[key] = made }
        return made
    }

    /// Compiles the selectors of every style rule of `sheets` that applies in `environment`, ahead of the
    /// rule sets that look them up.
    func compile(_ sheets: [CSSStyleSheet], in environment: MediaEnvironment) {
        for sheet in sheets {
            for rule in sheet.effectiveStyleRules(in: environment) { _ = selectors(for: rule) }
        }
    }
}
