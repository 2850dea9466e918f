import DOM

/// `locations.domRange`: rebuilt from its CSS selectors and text-node indices, then checked against the
/// highlight after white-space normalization.
extension LocatorResolver {
    struct DomRangeFailure {
        let message: String
        /// Where the range would have started, still a good hint for the quote search.
        let hint: Int?
    }

    enum DomRangeOutcome {
        case success(LocatedRange)
        case failure(DomRangeFailure)
    }

    func resolveDomRange(_ domRange: Locator.DomRange, highlight: String?) -> DomRangeOutcome {
        let start: DOMPosition, end: DOMPosition
        switch (position(domRange.start), domRange.end.map(position)) {
        case let (.failure(failure), _), let (_, .failure(failure)?):
            return .failure(DomRangeFailure(message: "domRange: \(failure.message)", hint: nil))
        case let (.success(startPosition), endResult):
            start = startPosition
            end = (try? endResult?.get()) ?? startPosition
        }
        guard let range = try? DOMRange(start: start, end: end) else {
            return .failure(DomRangeFailure(message: "domRange: its end is before its start", hint: text.offset(of: start)))
        }
        guard let highlight, !highlight.isEmpty else {
            return .success(LocatedRange(range: range, strategy: .domRange, score: 0.8))
        }
        guard NormalizedText.trimmed(range.text) == NormalizedText.trimmed(highlight) else {
            return .failure(DomRangeFailure(message: "domRange text \"\(Self.excerpt(range.text))\" does not match the highlight",
                                            hint: text.offset(of: start)))
        }
        return .success(LocatedRange(range: range, strategy: .domRange, score: 1))
    }

    private func position(_ point: Locator.DomRange.Point) -> Result<DOMPosition, LocatingFailure> {
        element(matching: point.cssSelector).flatMap { element in
            guard let child = element.child(at: point.textNodeIndex), child.isCharacterData else {
                return .failure(LocatingFailure(message: "child \(point.textNodeIndex) of \(point.cssSelector) is not a text node"))
            }
            let offset = point.charOffset ?? 0
            guard let position = try? DOMPosition(container: child, offset: offset) else {
                return .failure(LocatingFailure(message: "offset \(offset) is past the text node \(point.textNodeIndex) of \(point.cssSelector)"))
            }
            return .success(position)
        }
    }

    static func excerpt(_ string: String) -> String {
        string.count <= 40 ? string : String(string.prefix(37)) + "…"
    }
}
