import Foundation

/// The rules that may match an element, kept by what the selector index looks at — the element's name,
/// `id` and `class` attributes, whether it is the root, its language, and the pseudo-element asked
/// about — sorted and without repeats: most elements of a chapter (paragraphs, formula tokens) share
/// these, and looking a list up costs less than gathering and sorting it again. A lock keeps it safe to share with the rule set it belongs to.
final class CandidateRuleLists: @unchecked Sendable {
    struct Key: Hashable {
        let name: String?
        let id: String?
        let classes: String?
        let isRoot: Bool
        /// Lowercased; nil when no rule is indexed by language.
        let language: String?
        let pseudoElement: PseudoElement?
    }

    private let lock = NSLock()
    private var lists: [Key: [Int]] = [:]

    /// The list for `key`, made by `make` (sorted, without repeats) the first time.
    func list(for key: Key, make: () -> [Int]) -> [Int] {
        if let known = lock.withLock({ lists[key] }) { return known }
        let made = make()
        lock.withLock { lists[key] = made }
        return made
    }
}
