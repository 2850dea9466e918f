import DOM
import Foundation
import JSON

/// One thing to locate in a content document: a Readium locator, an EPUB CFI, or W3C selectors.
public enum LocateQuery: Sendable {
    case locator(Locator)
    case cfi(EPUBCFI)
    case selectors([AnnotationSelector])

    /// Reads a `--jsonl` line's payload: `{locator}`, `{cfi}` or `{selector}` (exactly one of them).
    public init(batchLine members: [JSONMember]) throws {
        let given = ["locator", "cfi", "selector"].filter { members[$0] != nil }
        guard given.count == 1, let key = given.first, let value = members[key] else {
            throw LocatorError(field: "", reason: "each line needs exactly one of locator, cfi or selector")
        }
        switch key {
        case "locator": self = .locator(try Locator(json: value))
        case "cfi":
            guard let text = value.stringValue else { throw LocatorError(field: "cfi", reason: "expected a string") }
            self = .cfi(try EPUBCFI(text))
        default: self = .selectors(try AnnotationSelector.parseAll(value))
        }
    }
}

extension LocatorResolver {
    /// Locates a query in this resolver's document. Full CFIs must already be relative to it (see
    /// `PackageSpine.contentTarget(of:)`); their package steps are skipped.
    public func locate(_ query: LocateQuery) throws -> LocatedRange {
        switch query {
        case let .locator(locator): return try resolve(locator)
        case let .selectors(selectors): return try resolve(selectors)
        case let .cfi(cfi):
            let resolution = try CFIResolver(document: document).resolve(cfi)
            return LocatedRange(range: resolution.range, strategy: .cfi, score: resolution.corrections.isEmpty ? 1 : 0.9)
        }
    }
}
