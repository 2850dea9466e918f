import DOM

/// The individual strategies of the resolution chain.
extension LocatorResolver {
    /// The first element matching a CSS selector.
    func element(matching selector: String) -> Result<Node, LocatingFailure> {
        do {
            guard let element = try document.node.querySelector(selector) else {
                return .failure(LocatingFailure(message: "cssSelector \(selector) does not exist in \(document.name)"))
            }
            return .success(element)
        } catch {
            return .failure(LocatingFailure(message: "cssSelector \(selector) is not valid: \(error)"))
        }
    }

    func resolvePartialCFI(_ text: String) -> Result<CFIResolver.Resolution, CFIError> {
        do {
            return .success(try CFIResolver(document: document).resolve(EPUBCFI(text)))
        } catch let error as CFIError {
            return .failure(error)
        } catch {
            return .failure(.unresolvable(cfi: text, document: document.name, reason: "\(error)"))
        }
    }

    /// Searches the element's text first (when there is one), then the body's.
    func findQuote(_ quote: TextQuoteSelector, in element: Node?, hint: Int?) -> StrategyResult<LocatedRange> {
        let matcher = quoteMatcher
        var scopes = [bodyBounds]
        if let element { scopes.insert(text.offsets(of: element), at: 0) }
        var bestRejected: QuoteMatcher.Match?
        for bounds in scopes {
            switch matcher.find(quote, within: bounds, hint: hint) {
            case let .found(match):
                return .success(LocatedRange(range: text.range(of: match.range), strategy: .textQuote, score: match.score))
            case let .belowMinimum(match):
                if match.score > bestRejected?.score ?? -1 { bestRejected = match }
            case .notFound:
                continue
            }
        }
        guard let bestRejected else { return .failure("quote not found in \(document.name)") }
        let score = (bestRejected.score * 1000).rounded() / 1000
        return .failure("quote not found in \(document.name) (best match scored \(score), below \(QuoteMatcher.minimumScore))")
    }

    /// A collapsed range at a fraction of the document's text.
    func collapsed(atProgression progression: Double) -> StrategyResult<LocatedRange> {
        guard (0...1).contains(progression) else { return .failure("progression \(progression) is not between 0 and 1") }
        guard text.length > 0 else { return .failure("progression: \(document.name) has no text") }
        let offset = Int((Double(text.length) * progression).rounded())
        return .success(LocatedRange(range: DOMRange(collapsedAt: text.position(at: offset)), strategy: .progression, score: 0.2))
    }
}
