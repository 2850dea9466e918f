import DOM

extension DOMTextRange {
    /// The body's text nodes (script and style left out) and where each starts in the body's text, the
    /// text every offset counts in (UTF-16 units). The text itself is read from the nodes only where it
    /// is needed: a node's at the first range in it, the whole body's at the first quote searched for.
    /// A long chapter's text, copied whole, would be as large as its parsed document.
    struct BodyText {
        let nodes: [Node]
        let starts: [Int]
        /// The length of the body's text.
        let length: Int
        /// Where each text node is in `nodes`.
        private let indexes: [Node: Int]
        private let read: ReadText

        /// The text read so far: the whole body's, or single nodes'.
        private final class ReadText {
            var whole: [UInt16]?
            var nodes: [Int: [UInt16]] = [:]
            var search: TextQuoteSearch?
        }

        init(body: Node) {
            var nodes: [Node] = []
            var starts: [Int] = []
            var length = 0
            var current = body.nextInDocumentOrder(within: body)
            while let node = current {
                switch node.kind {
                case .element where node.hasLocalName("script") || node.hasLocalName("style"):
                    current = node.nextInDocumentOrder(within: body, skippingChildren: true)
                    continue
                case .text, .cdata:
                    starts.append(length)
                    nodes.append(node)
                    length += node.characterDataUTF16Count
                default:
                    break
                }
                current = node.nextInDocumentOrder(within: body)
            }
            self.nodes = nodes
            self.starts = starts
            self.length = length
            indexes = Dictionary(uniqueKeysWithValues: zip(nodes, nodes.indices))
            read = ReadText()
        }

        /// The whole body's text, read from its nodes at the first call.
        var units: [UInt16] {
            if let whole = read.whole { return whole }
            var units: [UInt16] = []
            units.reserveCapacity(length)
            for node in nodes { node.appendCharacterDataUTF16(to: &units) }
            read.whole = units
            read.nodes = [:]
            return units
        }

        /// Where quotes are searched for in the body's text, made at the first quote.
        var quoteSearch: TextQuoteSearch { quoteSearch(expecting: 0) }

        /// The quote search, made for `searches` quotes to come if it is not made yet.
        private func quoteSearch(expecting searches: Int) -> TextQuoteSearch {
            if let search = read.search { return search }
            let search = TextQuoteSearch(units: units, expectedSearches: searches)
            read.search = search
            return search
        }

        /// Lets the whole text and the quote index go, once every quote is resolved: layout then holds
        /// only the nodes' text that ranges read.
        func forgetWholeText() {
            read.whole = nil
            read.search = nil
        }

        /// `spec` as offsets in the body's text; the body's text is read whole only for a quote.
        func resolve(_ spec: RangeSpec) -> ResolvedRangeSpec {
            ResolvedRangeSpec(spec, textLength: length) { quoteSearch }
        }

        /// `specs` as offsets in the body's text, in order. Knowing how many quotes come, the quote search
        /// makes its index at the first when they are many, instead of scanning the text for the first few.
        func resolve(_ specs: [RangeSpec]) -> [ResolvedRangeSpec] {
            let quotes = specs.count { if case .quote = $0 { true } else { false } }
            if quotes > 0 { _ = quoteSearch(expecting: quotes) }
            return specs.map(resolve)
        }

        /// A text node's units, read once however many ranges it holds: copying the node's text for every
        /// range in it would cost the paragraph's length per range.
        func units(of node: Node) -> ArraySlice<UInt16>? {
            guard let index = indexes[node] else { return nil }
            if let whole = read.whole { return whole[span(ofNode: index)] }
            if let known = read.nodes[index] { return known[...] }
            let units = node.characterDataUTF16
            read.nodes[index] = units
            return units[...]
        }

        /// Where a text node is in `nodes`; nil for a node that is not one of the body's text nodes.
        func index(of node: Node) -> Int? { indexes[node] }

        /// The length of the longest text node, in UTF-16 units; nil when the body has no text.
        var longestNodeLength: Int? {
            nodes.indices.lazy.map { span(ofNode: $0).count }.max()
        }

        /// Where `nodes[index]`'s text lies in the body's text.
        private func span(ofNode index: Int) -> Range<Int> {
            starts[index]..<(index + 1 < starts.count ? starts[index + 1] : length)
        }

        /// A body-text offset as a point in a text node.
        func locate(_ position: Int, isStart: Bool) throws(DOMTextRangeError) -> (Node, Int) {
            let index = try nodeIndex(at: position, isStart: isStart)
            return (nodes[index], position - starts[index])
        }

        /// The index in `nodes` of the node holding a body-text offset: a start at the end of a node moves
        /// on past the nodes starting there, as the browser's page script resolves it.
        func nodeIndex(at position: Int, isStart: Bool) throws(DOMTextRangeError) -> Int {
            guard !nodes.isEmpty else { throw DOMTextRangeError("the body has no text") }
            var low = 0
            var high = nodes.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= position { low = middle } else { high = middle - 1 }
            }
            if isStart {
                while low + 1 < nodes.count, starts[low + 1] == position { low += 1 }
            }
            return low
        }
    }
}
