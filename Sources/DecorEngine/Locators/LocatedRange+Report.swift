import DOM
import JSON

/// The JSON that `decor locate` prints for a located range.
extension LocatedRange {
    /// How many UTF-16 units of context `quote.before` and `quote.after` hold at most.
    public static let contextLength = 64

    /// `{strategy, score, text, start: {path, offset}, end: {path, offset}, textOffsets: [s, e], cfi,
    /// quote: {before, highlight, after}}`; `cfi` is null for the rare range that has no partial CFI.
    public var report: JSONValue {
        let text = range.document.text
        let offsets = range.textOffsets
        let cfi = (try? EPUBCFI(range: range)).map { JSONValue.string($0.pathText) } ?? .null
        return [
            "strategy": .string(strategy.rawValue),
            "score": JSONValue((score * 10000).rounded() / 10000),
            "text": .string(range.text),
            "start": Self.report(range.start),
            "end": Self.report(range.end),
            "textOffsets": [JSONValue(offsets.lowerBound), JSONValue(offsets.upperBound)],
            "cfi": cfi,
            "quote": [
                "before": .string(Self.context(in: text, before: offsets.lowerBound)),
                "highlight": .string(range.text),
                "after": .string(Self.context(in: text, after: offsets.upperBound)),
            ],
        ]
    }

    private static func report(_ position: DOMPosition) -> JSONValue {
        ["path": .array(position.container.path.map { JSONValue($0) }), "offset": JSONValue(position.offset)]
    }

    /// Up to `contextLength` units before `offset`, cut at a word boundary, within the body's text.
    public static func context(in text: DocumentText, before offset: Int) -> String {
        let floor = text.document.body.map { text.offsets(of: $0).lowerBound } ?? 0
        var start = max(floor, offset - contextLength)
        let units = text.utf16
        if start > floor, !NormalizedText.isWhiteSpace(units[start - 1]) {
            while start < offset, !NormalizedText.isWhiteSpace(units[start]) { start += 1 }
        }
        return text.substring(start..<max(start, offset))
    }

    /// Up to `contextLength` units after `offset`, cut at a word boundary, within the body's text.
    public static func context(in text: DocumentText, after offset: Int) -> String {
        let ceiling = text.document.body.map { text.offsets(of: $0).upperBound } ?? text.length
        var end = min(ceiling, offset + contextLength)
        let units = text.utf16
        if end < ceiling, !NormalizedText.isWhiteSpace(units[end]) {
            while end > offset, !NormalizedText.isWhiteSpace(units[end - 1]) { end -= 1 }
        }
        return text.substring(min(offset, end)..<end)
    }
}
