import DecorEngine
import Foundation

/// What `decor snapshot` prints when it is done: the files written and what became of the decorations.
struct SnapshotSummary: Encodable {
    let out: String
    let pageCount: Int
    let pages: [String]
    let decorations: [String: Int]
    let failures: [Failure]

    struct Failure: Encodable {
        let id: String
        let group: String
        let error: [String: String]
    }

    init(out: String, pageCount: Int, pages: [String], outcomes: [DecorationOutcome]) {
        self.out = out
        self.pageCount = pageCount
        self.pages = pages
        decorations = ["drawn": outcomes.filter { $0.error == nil }.count, "failed": outcomes.filter { $0.error != nil }.count]
        failures = outcomes.compactMap { outcome in
            outcome.error.map { Failure(id: outcome.id, group: outcome.group, error: ["code": $0.code, "message": $0.message]) }
        }
    }
}
