import DOM

extension DOMRangeEndpoints {
    /// The boundaries of `range` counted from `body` (see `DOMBoundary`), the parts of the range outside
    /// the body's contents cut off — a range selecting the whole `<body>` becomes its contents. Nil when
    /// nothing of the range is inside the body (a match in `<head>`), since the runtime cannot draw it.
    public init?(_ range: DOMRange, body: Node) {
        guard let bodyStart = try? DOMPosition(container: body, offset: 0),
              let bodyEnd = try? DOMPosition(container: body, offset: body.childCount)
        else { return nil }
        let start = range.start.compare(to: bodyStart) < 0 ? bodyStart : range.start
        let end = range.end.compare(to: bodyEnd) > 0 ? bodyEnd : range.end
        guard body.contains(start.container), body.contains(end.container), start.compare(to: end) <= 0 else { return nil }
        let depth = body.path.count
        self.init(start: DOMBoundary(path: Array(start.container.path.dropFirst(depth)), offset: start.offset),
                  end: DOMBoundary(path: Array(end.container.path.dropFirst(depth)), offset: end.offset))
    }
}
