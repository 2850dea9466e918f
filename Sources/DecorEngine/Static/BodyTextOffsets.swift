import DOM

/// DOM positions as UTF-16 offsets into a document's body text — the text nodes under `<body>` with
/// script and style left out — which is how decor's layout engine takes character ranges (`RangeSpec`'s
/// `chars`). Built once per document.
struct BodyTextOffsets {
    private struct Segment {
        let documentStart: Int
        let bodyStart: Int
        let length: Int
    }

    private let text: DocumentText
    private let segments: [Segment]

    init(document: Document) {
        text = document.text
        var segments: [Segment] = []
        var bodyLength = 0
        if let body = document.body {
            var current = body.nextInDocumentOrder(within: body)
            while let node = current {
                if node.isElement, let name = node.localName?.lowercased(), name == "script" || name == "style" {
                    current = node.nextInDocumentOrder(within: body, skippingChildren: true)
                    continue
                }
                if node.kind == .text || node.kind == .cdata, let data = node.characterData {
                    let length = data.utf16.count
                    segments.append(Segment(documentStart: text.offset(before: node), bodyStart: bodyLength, length: length))
                    bodyLength += length
                }
                current = node.nextInDocumentOrder(within: body)
            }
        }
        self.segments = segments
    }

    /// The body-text offsets of `range`'s boundaries; text before the body counts as its start.
    func offsets(of range: DOMRange) -> (start: Int, end: Int) {
        (offset(text.offset(of: range.start)), offset(text.offset(of: range.end)))
    }

    private func offset(_ documentOffset: Int) -> Int {
        var low = 0
        var high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].documentStart <= documentOffset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let segment = segments[low - 1]
        return segment.bodyStart + min(documentOffset - segment.documentStart, segment.length)
    }
}
