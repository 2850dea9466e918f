import DOM

/// W3C Web Annotation selectors resolved with the same machinery as locators.
extension LocatorResolver {
    /// Resolves alternative selectors of one target, the most precise first: ranges, then a text
    /// position (each accepted only if its text matches the quote, when there is one, as Hypothesis
    /// does), then the quote (with the stale position as a hint), then fragments and CSS selectors.
    public func resolve(_ selectors: [AnnotationSelector]) throws -> LocatedRange {
        let quote = selectors.lazy.compactMap { selector -> TextQuoteSelector? in
            if case let .textQuote(quote) = selector.kind { return quote }
            return nil
        }.first
        let ordered = selectors.sorted { Self.precedence($0.kind) < Self.precedence($1.kind) }
        var attempts: [LocatingError.Attempt] = []
        var hint: Int?
        for selector in ordered {
            do {
                let located = try resolve(selector, within: nil, hint: hint)
                if Self.isPositional(selector.kind), let quote {
                    hint = hint ?? text.offset(of: located.range.start)
                    guard NormalizedText.trimmed(located.range.text) == NormalizedText.trimmed(quote.exact) else {
                        attempts.append(.init(strategy: located.strategy, failure: "the text at the \(located.strategy) does not match the quote"))
                        continue
                    }
                }
                return located
            } catch let error as LocatingError {
                attempts += error.attempts
            } catch let error as any CodedError {
                attempts.append(.init(strategy: Self.strategy(of: selector.kind), failure: error.message))
            }
        }
        throw LocatingError(document: document.name, attempts: attempts, hadQuote: quote != nil)
    }

    /// Resolves one selector and its refinements.
    public func resolve(_ selector: AnnotationSelector) throws -> LocatedRange {
        try resolve(selector, within: nil, hint: nil)
    }

    private static func strategy(of kind: AnnotationSelector.Kind) -> LocatingStrategy {
        switch kind {
        case .range, .xpathRange: .range
        case .textPosition: .textPosition
        case .textQuote: .textQuote
        case .fragment: .fragment
        case .css: .cssSelector
        }
    }

    /// Selectors that point at exact text offsets, which go stale when the document changes.
    private static func isPositional(_ kind: AnnotationSelector.Kind) -> Bool {
        switch kind {
        case .range, .xpathRange, .textPosition: true
        default: false
        }
    }

    private static func precedence(_ kind: AnnotationSelector.Kind) -> Int {
        switch kind {
        case .range, .xpathRange: 0
        case .textPosition: 1
        case .textQuote: 2
        case .fragment: 3
        case .css: 4
        }
    }

    private func resolve(_ selector: AnnotationSelector, within scope: DOMRange?, hint: Int?) throws -> LocatedRange {
        let located = try resolve(selector.kind, within: scope, hint: hint)
        guard let refinement = selector.refinedBy else { return located }
        let refined = try resolve(refinement, within: located.range, hint: nil)
        return LocatedRange(range: refined.range, strategy: refined.strategy, score: min(located.score, refined.score))
    }

    private func resolve(_ kind: AnnotationSelector.Kind, within scope: DOMRange?, hint: Int?) throws -> LocatedRange {
        let bounds = scope?.textOffsets ?? 0..<text.length
        func fail(_ strategy: LocatingStrategy, _ message: String, quote: Bool = false) -> LocatingError {
            LocatingError(document: document.name, attempts: [.init(strategy: strategy, failure: message)], hadQuote: quote)
        }
        switch kind {
        case let .textQuote(quote):
            guard !quote.exact.isEmpty else { throw fail(.textQuote, "the quote is empty", quote: true) }
            guard case let .found(match) = quoteMatcher.find(quote, within: bounds, hint: hint) else {
                throw fail(.textQuote, "quote not found in \(document.name)", quote: true)
            }
            return LocatedRange(range: text.range(of: match.range), strategy: .textQuote, score: match.score)
        case let .textPosition(start, end):
            guard start >= 0, start <= end, end <= bounds.count else {
                throw fail(.textPosition, "text position \(start)–\(end) is outside the \(bounds.count) characters of \(document.name)")
            }
            return LocatedRange(range: text.range(of: (bounds.lowerBound + start)..<(bounds.lowerBound + end)),
                                strategy: .textPosition, score: 1)
        case let .css(value):
            let element: Node
            do {
                guard let found = try document.node.querySelectorAll(value).first(where: { isInside($0, scope) }) else {
                    throw fail(.cssSelector, "cssSelector \(value) does not exist in \(document.name)")
                }
                element = found
            } catch let error as SelectorParseError {
                throw fail(.cssSelector, "cssSelector \(value) is not valid: \(error)")
            }
            return LocatedRange(range: DOMRange(selecting: element)!, strategy: .cssSelector, score: 0.5)
        case let .fragment(value, conformsTo):
            return try resolveFragment(value, conformsTo: conformsTo, fail: fail)
        case let .range(start, end):
            let startRange = try resolve(start, within: scope, hint: hint)
            let endRange = try resolve(end, within: scope, hint: nil)
            guard let range = try? DOMRange(start: startRange.range.start, end: endRange.range.start) else {
                throw fail(.range, "the range's end selector comes before its start selector")
            }
            return LocatedRange(range: range, strategy: .range, score: min(startRange.score, endRange.score))
        case let .xpathRange(startContainer, startOffset, endContainer, endOffset):
            let locator = XPathLocator(document: document)
            let start = text.offsets(of: try locator.element(at: startContainer)).lowerBound + startOffset
            let end = text.offsets(of: try locator.element(at: endContainer)).lowerBound + endOffset
            guard start <= end, end <= text.length else { throw fail(.range, "the XPath range's offsets are out of order or too large") }
            return LocatedRange(range: text.range(of: start..<end), strategy: .range, score: 1)
        }
    }

    private func resolveFragment(_ value: String, conformsTo: String?,
                                 fail: (LocatingStrategy, String, Bool) -> LocatingError) throws -> LocatedRange {
        if conformsTo == AnnotationSelector.epubCFISpecification || value.hasPrefix("epubcfi(") {
            switch resolvePartialCFI(value) {
            case let .success(resolution):
                return LocatedRange(range: resolution.range, strategy: .cfi, score: resolution.corrections.isEmpty ? 1 : 0.9)
            case let .failure(error):
                throw fail(.cfi, error.message, false)
            }
        }
        let id = Self.fragmentID(value)
        guard let element = document.element(withID: id), let range = DOMRange(selecting: element) else {
            throw fail(.fragment, "no element has the fragment id '\(id)'", false)
        }
        return LocatedRange(range: range, strategy: .fragment, score: 0.4)
    }

    private func isInside(_ element: Node, _ scope: DOMRange?) -> Bool {
        guard let scope else { return true }
        guard let before = DOMPosition.before(element), let after = DOMPosition.after(element) else { return false }
        return scope.start.compare(to: before) <= 0 && after.compare(to: scope.end) <= 0
    }
}
