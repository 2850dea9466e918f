import DecorModel
import ProtectedLoader

/// Which resource of the reading order each decoration of a file points at — its locator's href in
/// Readium 3's form (`OPS/chapter_001.xhtml`) or Readium 2's (`/OPS/chapter_001.xhtml`), a fragment or
/// percent-escapes allowed — and the outcomes of the decorations that point at none or that the file
/// reading set aside as unusable.
struct DecorationPlacement {
    private var byHref: [String: [(group: String, decoration: Decoration)]] = [:]
    private var filePosition: [Key: Int] = [:]
    /// Outcomes of the decorations whose href is not in the reading order, and of the invalid ones.
    private(set) var unplaced: [DecorationOutcome] = []

    private struct Key: Hashable {
        let group: String
        let id: String
    }

    init(_ file: DecorationsFile, readingOrder: [Link]) {
        let paths = Set(readingOrder.map(\.href))
        // A file's decorations name a few hrefs, each many times.
        var normalized: [String: String] = [:]
        filePosition.reserveCapacity(file.groups.reduce(file.invalidDecorations.count) { $0 + $1.decorations.count })
        for group in file.groups {
            for entry in FileOrder.entries(of: group, invalid: file.invalidDecorations) {
                switch entry {
                case let .invalid(invalid):
                    let outcome = DecorationOutcome(invalid)
                    filePosition[Key(group: group.name, id: outcome.id)] = filePosition.count
                    unplaced.append(outcome)
                case let .decoration(decoration):
                    filePosition[Key(group: group.name, id: decoration.id)] = filePosition.count
                    let path = normalized[decoration.href] ?? Locator.normalize(href: decoration.href)
                    normalized[decoration.href] = path
                    if paths.contains(path) {
                        byHref[path, default: []].append((group.name, decoration))
                    } else {
                        let nearest = NearestHrefs.suggestions(for: path, among: readingOrder.map(\.href))
                        let hint = nearest.isEmpty ? "" : "; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?"
                        unplaced.append(DecorationOutcome(id: decoration.id, group: group.name, href: decoration.href, error: DecorationError(
                            code: "resourceNotFound", message: "no resource of the reading order has the href '\(decoration.href)'" + hint)))
                    }
                }
            }
        }
    }

    /// The decorations pointing at the reading-order resource `href`, in file order.
    func decorations(at href: String) -> [(group: String, decoration: Decoration)] {
        byHref[href] ?? []
    }

    /// `outcomes` sorted as their decorations appear in the file.
    func inFileOrder(_ outcomes: [DecorationOutcome]) -> [DecorationOutcome] {
        // Each position looked up once, not at every comparison of the sort, and indices sorted rather
        // than the outcomes themselves; equal positions keep their order.
        let positions = outcomes.map { filePosition[Key(group: $0.group, id: $0.id)] ?? Int.max }
        // Most files list a chapter's decorations in its order already: then nothing is copied.
        if zip(positions, positions.dropFirst()).allSatisfy({ $0 <= $1 }) { return outcomes }
        return outcomes.indices.sorted { (positions[$0], $0) < (positions[$1], $1) }.map { outcomes[$0] }
    }
}
