import DOM

/// A range between two points in text nodes, as the engines measure it: resolved from a spec exactly
/// as the browser backend's page script resolves it (body-text offsets located in the body's text
/// nodes, a start moving past nodes that end where it is; selector boundaries counting an element's
/// descendant text nodes), so that both engines measure the same text.
struct DOMTextRange {
    let startNode: Node
    let startOffset: Int
    let endNode: Node
    let endOffset: Int

    init(_ resolved: ResolvedRangeSpec, body: BodyText, document: Document) throws(DOMTextRangeError) {
        switch resolved {
        case .characters(let start, let end, _):
            (startNode, startOffset) = try body.locate(start, isStart: true)
            (endNode, endOffset) = try body.locate(end, isStart: false)
        case .boundaries(let start, let end):
            (startNode, startOffset) = try Self.point(start, document: document)
            (endNode, endOffset) = try Self.point(end, document: document)
        case .unresolvable(let reason):
            throw DOMTextRangeError(reason)
        }
    }

    private static func point(_ boundary: RangeBoundary, document: Document) throws(DOMTextRangeError) -> (Node, Int) {
        let element: Node
        if let selector = boundary.selector {
            guard let list = try? SelectorParser.parse(selector) else {
                throw DOMTextRangeError("'\(selector)' is not a valid selector")
            }
            guard let found = document.node.querySelector(list) else {
                throw DOMTextRangeError("selector not found: \(selector)")
            }
            element = found
        } else {
            guard let body = document.body ?? document.rootElement else { throw DOMTextRangeError("the document has no body") }
            element = body
        }
        var index = 0
        var current = element.nextInDocumentOrder(within: element)
        while let node = current {
            if node.kind == .text {
                if index == boundary.textIndex {
                    let length = node.domLength
                    guard boundary.offset <= length else {
                        throw DOMTextRangeError("offset \(boundary.offset) > length \(length)")
                    }
                    return (node, boundary.offset)
                }
                index += 1
            }
            current = node.nextInDocumentOrder(within: element)
        }
        throw DOMTextRangeError("text node #\(boundary.textIndex) not found under \(boundary.selector ?? "body")")
    }

    /// The text nodes the range touches, in document order, with the piece of each it covers
    /// (collapsed pieces included), and the range's text (`Range.toString()`).
    func pieces(in body: BodyText) -> (pieces: [(node: Node, range: Range<Int>)], text: String) {
        var pieces: [(node: Node, range: Range<Int>)] = []
        var text: [UInt16] = []
        var current: Node? = startNode
        while let node = current {
            if node.kind == .text || node.kind == .cdata {
                let data = body.units(of: node) ?? node.characterDataUTF16[...]
                let lower = node == startNode ? min(startOffset, data.count) : 0
                let upper = node == endNode ? min(endOffset, data.count) : data.count
                if lower <= upper {
                    pieces.append((node, lower..<upper))
                    text.append(contentsOf: data[(data.startIndex + lower)..<(data.startIndex + upper)])
                }
            }
            if node == endNode { break }
            current = node.nextInDocumentOrder()
        }
        return (pieces, String(utf16Units: text))
    }
}

/// Why a range spec could not be turned into a DOM range; the message goes into the report.
struct DOMTextRangeError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
