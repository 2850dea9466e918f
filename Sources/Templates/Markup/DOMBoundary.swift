/// A boundary point of a DOM range in a form a browser can rebuild without matching any text: the
/// child-index path from `<body>` to the container node (every node kind counts) and the DOM offset in it
/// (UTF-16 code units in a text node, a child index in an element). Paths start at `<body>` so that what
/// the writer adds to `<head>` never shifts them; the containers it appends at the end of `<body>` come
/// after every decorated node.
public struct DOMBoundary: Sendable, Hashable, Codable {
    public var path: [Int]
    public var offset: Int

    public init(path: [Int], offset: Int) {
        self.path = path
        self.offset = offset
    }
}

/// The two boundaries of a resolved range.
public struct DOMRangeEndpoints: Sendable, Hashable, Codable {
    public var start: DOMBoundary
    public var end: DOMBoundary

    public init(start: DOMBoundary, end: DOMBoundary) {
        self.start = start
        self.end = end
    }
}
