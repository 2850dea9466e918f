import Foundation

/// The compiled selectors of each style rule's prelude, kept between the passes of one layout run:
/// every viewport's rule set compiles the same sheets, and compiling (rewriting, serializing and
/// parsing each selector) costs more than looking the prelude up. A lock keeps it safe to share.
final class CompiledSelectorCache: @unchecked Sendable {
    private let lock = NSLock()
    private var compiled: [[CSSComponentValue]: [CompiledSelector]] = [:]

    /// `SelectorCompiler.compile(prelude)`, compiled the first time only.
    func selectors(for prelude: [CSSComponentValue]) -> [CompiledSelector] {
        if let known = lock.withLock({ compiled[prelude] }) { return known }
        let made = SelectorCompiler.compile(prelude)
        lock.withLock { compiled[prelude] = made }
        return made
    }

    /// Compiles the selectors of every style rule of `sheets` that applies in `environment`, ahead of the
    /// rule sets that look them up.
    func compile(_ sheets: [CSSStyleSheet], in environment: MediaEnvironment) {
        for sheet in sheets {
            for rule in sheet.effectiveStyleRules(in: environment) { _ = selectors(for: rule.selectorValues) }
        }
    }
}
