import DOM

/// The body's text nodes that some range reaches: layout keeps the lines of the paragraphs holding them
/// to measure the ranges in, and sums up every other paragraph in the bounds the document's facts need.
/// Found from the resolved specs before layout, marking for each range the run of nodes from its start's
/// to its end's, as measuring walks them.
struct ReachedTextNodes {
    /// Whether each node of `BodyText.nodes` is reached; nil when every node is treated as reached (a
    /// range ends outside the body's text, where its run of nodes is not known).
    private let reached: [Bool]?

    init(_ resolved: [ResolvedRangeSpec], body: DOMTextRange.BodyText, document: Document) {
        // +1 where a run starts and −1 after it ends: one pass over the nodes then marks every run.
        var edges = [Int32](repeating: 0, count: body.nodes.count + 1)
        for resolution in resolved {
            let run: (first: Int, last: Int)?
            switch resolution {
            case let .characters(start, end, _):
                guard let first = try? body.nodeIndex(at: start, isStart: true),
                      var last = try? body.nodeIndex(at: end, isStart: false) else { continue }
                // An end at a node's start takes nothing of it: measuring skips the empty piece.
                if last > first, body.starts[last] == end { last -= 1 }
                run = (first, last)
            case .boundaries:
                guard let range = try? DOMTextRange(resolution, body: body, document: document) else { continue }
                guard let first = body.index(of: range.startNode), let last = body.index(of: range.endNode) else {
                    reached = nil
                    return
                }
                run = (first, last)
            case .unresolvable:
                run = nil
            }
            guard let run else { continue }
            edges[min(run.first, run.last)] += 1
            edges[max(run.first, run.last) + 1] -= 1
        }
        var marks = [Bool](repeating: false, count: body.nodes.count)
        var open: Int32 = 0
        for index in marks.indices {
            open += edges[index]
            marks[index] = open > 0
        }
        reached = marks
    }

    /// Whether a range reaches one of the paragraph's text items (or one that is not a body text node).
    func reaches(_ paragraph: PlacedParagraph, in body: DOMTextRange.BodyText) -> Bool {
        guard let reached else { return true }
        return paragraph.geometry.content.items.contains { item in
            guard item.kind == .text, let node = item.node else { return false }
            return body.index(of: node).map { reached[$0] } ?? true
        }
    }
}
