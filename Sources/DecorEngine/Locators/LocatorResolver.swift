import DOM
import Foundation

/// Turns locators, CFIs and W3C selectors into DOM ranges of one content document. Make one per
/// document and reuse it: the document's text, its offset index and its white-space-normalized form
/// are built once and serve every locator.
public final class LocatorResolver: @unchecked Sendable {
    public let document: Document
    let text: DocumentText
    private let lock = NSLock()
    private var searchIndex: (text: NormalizedText, grams: QGramIndex)?

    public init(document: Document) {
        self.document = document
        text = document.text
    }

    /// The white-space-normalized text and its q-gram index, built on first use.
    var quoteMatcher: QuoteMatcher {
        lock.withLock {
            if let searchIndex { return QuoteMatcher(text: searchIndex.text, index: searchIndex.grams) }
            let normalized = NormalizedText(text.utf16)
            let built = (normalized, QGramIndex(normalized.units))
            searchIndex = built
            return QuoteMatcher(text: built.0, index: built.1)
        }
    }

    /// The text offsets a quote is searched in when no element narrows it: the body's.
    var bodyBounds: Range<Int> { document.body.map(text.offsets(of:)) ?? 0..<text.length }

    /// Resolves a Readium locator through the chain: domRange (checked against the highlight), text
    /// quote (in the cssSelector element, then the body), partialCfi, cssSelector element, first
    /// existing fragment, progression.
    public func resolve(_ locator: Locator) throws -> LocatedRange {
        var attempts: [LocatingError.Attempt] = []
        func failed(_ strategy: LocatingStrategy, _ message: String) {
            attempts.append(.init(strategy: strategy, failure: message))
        }
        let locations = locator.locations
        let highlight = locator.text.highlight ?? ""
        var hint: Int?

        if let domRange = locations.domRange {
            switch resolveDomRange(domRange, highlight: locator.text.highlight) {
            case let .success(located): return located
            case let .failure(failure):
                hint = failure.hint
                failed(.domRange, failure.message)
            }
        }
        let cfiRange: Result<CFIResolver.Resolution, CFIError>? = locations.partialCfi.map { resolvePartialCFI($0) }
        let element: Result<Node, LocatingFailure>? = locations.cssSelector.map { self.element(matching: $0) }
        hint = hint ?? positionHint(cfi: cfiRange?.value, element: element?.value, progression: locations.progression)

        if !highlight.isEmpty {
            let quote = TextQuoteSelector(exact: highlight, prefix: locator.text.before ?? "", suffix: locator.text.after ?? "")
            switch findQuote(quote, in: element?.value, hint: hint) {
            case let .success(located): return located
            case let .failure(message): failed(.textQuote, message)
            }
        } else if locator.text.highlight != nil {
            failed(.textQuote, "the quote is empty")
        }
        if let cfiRange {
            switch cfiRange {
            case let .success(resolution):
                return LocatedRange(range: resolution.range, strategy: .partialCfi, score: resolution.corrections.isEmpty ? 1 : 0.9)
            case let .failure(error): failed(.partialCfi, "partialCfi \(locations.partialCfi!): \(error.message)")
            }
        }
        if let element {
            switch element {
            case let .success(node):
                if let range = DOMRange(selecting: node) { return LocatedRange(range: range, strategy: .cssSelector, score: 0.5) }
            case let .failure(failure): failed(.cssSelector, failure.message)
            }
        }
        if !locations.fragments.isEmpty {
            if let node = locations.fragments.lazy.compactMap({ self.document.element(withID: Self.fragmentID($0)) }).first,
               let range = DOMRange(selecting: node) {
                return LocatedRange(range: range, strategy: .fragment, score: 0.4)
            }
            failed(.fragment, "no element has the fragment id \(locations.fragments.map { "'\($0)'" }.joined(separator: ", "))")
        }
        if let progression = locations.progression {
            switch collapsed(atProgression: progression) {
            case let .success(located): return located
            case let .failure(message): failed(.progression, message)
            }
        }
        throw LocatingError(document: document.name, attempts: attempts, hadQuote: !highlight.isEmpty)
    }

    /// Where the quote is expected, from the other evidence: the CFI, the element, the progression.
    private func positionHint(cfi: CFIResolver.Resolution?, element: Node?, progression: Double?) -> Int? {
        if let cfi { return text.offset(of: cfi.range.start) }
        if let element { return text.offset(before: element) }
        return progression.map { Int((Double(text.length) * min(1, max(0, $0))).rounded()) }
    }

    /// A fragment as an id: `#p3` or `id=p3` style prefixes removed.
    static func fragmentID(_ fragment: String) -> String {
        var id = fragment.hasPrefix("#") ? String(fragment.dropFirst()) : fragment
        if id.hasPrefix("id=") { id = String(id.dropFirst(3)) }
        return id.removingPercentEncoding ?? id
    }
}

/// The result of a strategy that may fail with a message for the per-locator error.
enum StrategyResult<Value> {
    case success(Value)
    case failure(String)
}

/// A strategy's failure message, where a `Result` needs an `Error`.
struct LocatingFailure: Error {
    let message: String
}

extension Result {
    var value: Success? { try? get() }
}

extension LocatorResolver {
    /// Builds the lazily built indexes now (for benchmarks and servers that want the cost up front).
    @discardableResult
    public func warmedUp() -> LocatorResolver {
        _ = quoteMatcher
        return self
    }
}
