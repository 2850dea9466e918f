import DOM

/// Resolves CFIs into DOM ranges of one content document, following EPUB CFI 1.1: even steps are child
/// elements, odd steps the character data between them, an id assertion that disagrees with the path
/// relocates to the element with that id, and a text assertion that disagrees with the offset relocates
/// to the nearest place where the asserted text is found.
public struct CFIResolver {
    public let document: Document

    public init(document: Document) {
        self.document = document
    }

    /// What a resolution produced, and the corrections it had to make on the way.
    public struct Resolution {
        public let range: DOMRange
        /// Human-readable notes about id or text-assertion relocations; empty when the path was exact.
        public let corrections: [String]
    }

    /// Resolves the content-document part of a CFI (what follows its last indirection `!`, or all of it
    /// for a partial CFI). A point CFI gives a collapsed range, or the range selecting the element it
    /// ends on; a range CFI gives the range between its two points.
    public func resolve(_ cfi: EPUBCFI) throws -> Resolution {
        var corrections: [String] = []
        let start = try resolve(contentPart(of: cfi.startPath, in: cfi), cfi: cfi, corrections: &corrections)
        guard cfi.isRange else {
            switch start {
            case let .element(element):
                guard let range = DOMRange(selecting: element) else { throw unresolvable(cfi, "it selects the document node") }
                return Resolution(range: range, corrections: corrections)
            case let .position(position):
                return Resolution(range: DOMRange(collapsedAt: position), corrections: corrections)
            }
        }
        let end = try resolve(contentPart(of: cfi.endPath, in: cfi), cfi: cfi, corrections: &corrections)
        guard let startPosition = start.boundary(atEnd: false), let endPosition = end.boundary(atEnd: true) else {
            throw unresolvable(cfi, "a range cannot start or end at the document node")
        }
        guard let range = try? DOMRange(start: startPosition, end: endPosition) else {
            throw unresolvable(cfi, "its end comes before its start")
        }
        return Resolution(range: range, corrections: corrections)
    }

    private enum Target {
        case element(Node)
        case position(DOMPosition)

        func boundary(atEnd: Bool) -> DOMPosition? {
            switch self {
            case let .element(element): atEnd ? DOMPosition.after(element) : DOMPosition.before(element)
            case let .position(position): position
            }
        }
    }

    private func contentPart(of path: CFIPath, in cfi: EPUBCFI) throws -> CFIPath {
        guard let indirection = path.lastIndirection else {
            if path.offsetFollowsIndirection { throw unresolvable(cfi, "it ends in the package document") }
            return path
        }
        return CFIPath(steps: Array(path.steps[indirection...]), offset: path.offset)
    }

    private func resolve(_ path: CFIPath, cfi: EPUBCFI, corrections: inout [String]) throws -> Target {
        guard let root = document.rootElement else { throw unresolvable(cfi, "the document has no root element") }
        guard !path.steps.isEmpty else { throw unresolvable(cfi, "it has no step in the content document") }
        var element = root
        for (index, step) in path.steps.enumerated() {
            if step.index % 2 == 1 {
                guard index == path.steps.count - 1 else {
                    throw unresolvable(cfi, "step /\(step.index) is character data and cannot have children")
                }
                guard let chunk = CharacterDataChunk(parent: element, step: step.index) else {
                    throw unresolvable(cfi, "step /\(step.index) is past the last child of <\(element.localName ?? "?")>")
                }
                return .position(try position(in: chunk, offset: path.offset, cfi: cfi, corrections: &corrections))
            }
            element = try child(of: element, step: step, cfi: cfi, corrections: &corrections)
        }
        guard let offset = path.offset, case let .character(characters) = offset.kind else { return .element(element) }
        let span = document.text.offsets(of: element)
        guard characters <= span.count else {
            throw unresolvable(cfi, "offset \(characters) is past the \(span.count) characters of <\(element.localName ?? "?")>")
        }
        let located = document.text.position(at: span.lowerBound + characters, affinity: affinity(offset))
        return .position(relocated(located, by: offset.assertion, corrections: &corrections))
    }

    private func child(of element: Node, step: CFIStep, cfi: EPUBCFI, corrections: inout [String]) throws -> Node {
        let child = element.childElement(atStep: step.index)
        guard let id = step.id, child?.id != id else {
            guard let child else {
                throw unresolvable(cfi, "step /\(step.index) is past the child elements of <\(element.localName ?? "?")>")
            }
            return child
        }
        guard let identified = document.element(withID: id) else {
            guard let child else { throw unresolvable(cfi, "no element has the asserted id '\(id)'") }
            corrections.append("no element has the asserted id '\(id)'; followed the path")
            return child
        }
        corrections.append("step /\(step.index) relocated to the element with id '\(id)'")
        return identified
    }

    private func position(in chunk: CharacterDataChunk, offset: CFIOffset?, cfi: EPUBCFI,
                          corrections: inout [String]) throws -> DOMPosition {
        let characters = offset?.characterOffset ?? 0
        guard let position = chunk.position(at: characters, affinity: affinity(offset)) else {
            if let assertion = offset?.assertion, let start = chunk.position(at: 0, affinity: .forward) {
                let relocatedPosition = relocated(start, by: assertion, corrections: &corrections)
                if relocatedPosition != start { return relocatedPosition }
            }
            throw unresolvable(cfi, "offset \(characters) is past the \(chunk.length) characters at that step")
        }
        return relocated(position, by: offset?.assertion, corrections: &corrections)
    }

    private func affinity(_ offset: CFIOffset?) -> TextAffinity {
        offset?.assertion?.sideBias == .before ? .backward : .forward
    }

    /// Checks a text assertion at a position; when the text there differs, moves to the occurrence of the
    /// asserted text nearest to it.
    private func relocated(_ position: DOMPosition, by assertion: CFIAssertion?, corrections: inout [String]) -> DOMPosition {
        guard let assertion, assertion.textBefore != nil || assertion.textAfter != nil else { return position }
        let text = document.text
        let offset = text.offset(of: position)
        let before = Array((assertion.textBefore ?? "").utf16), after = Array((assertion.textAfter ?? "").utf16)
        if matches(before, endingAt: offset, in: text.utf16), matches(after, startingAt: offset, in: text.utf16) {
            return position
        }
        let occurrences = ExactTextSearch(before + after).occurrences(in: text.utf16).map { $0 + before.count }
        guard let nearest = occurrences.min(by: { abs($0 - offset) < abs($1 - offset) }) else {
            corrections.append("the asserted text was not found; kept the offset")
            return position
        }
        corrections.append("text assertion moved the location from \(offset) to \(nearest)")
        return text.position(at: nearest, affinity: assertion.sideBias == .before ? .backward : .forward)
    }

    private func matches(_ expected: [UInt16], endingAt offset: Int, in text: [UInt16]) -> Bool {
        offset >= expected.count && Array(text[(offset - expected.count)..<offset]) == expected
    }

    private func matches(_ expected: [UInt16], startingAt offset: Int, in text: [UInt16]) -> Bool {
        offset + expected.count <= text.count && Array(text[offset..<(offset + expected.count)]) == expected
    }

    private func unresolvable(_ cfi: EPUBCFI, _ reason: String) -> CFIError {
        .unresolvable(cfi: cfi.description, document: document.name, reason: reason)
    }
}
