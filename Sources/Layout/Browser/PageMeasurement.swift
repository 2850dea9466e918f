/// What `PageMeasurementScript` returns for one viewport, and how it becomes a `ViewportLayout`.
struct PageMeasurement: Decodable {
    var document: DocumentFacts
    var contentRects: [RectQuad]
    var ranges: [Range]

    /// One range's answer: its geometry, or the error the page raised while resolving it.
    struct Range: Decodable {
        var text: String?
        var bbox: RectQuad?
        var rects: [RectQuad]?
        var textRects: [RectQuad]?
        var error: String?

        enum CodingKeys: String, CodingKey {
            case text, bbox, rects, textRects = "text_rects", error
        }
    }

    enum CodingKeys: String, CodingKey {
        case document, contentRects = "content_rects", ranges
    }

    /// Applies the page model to the measured rects. `resolved` lists every spec in order; only the
    /// resolvable ones were sent to the page, so `ranges` holds one answer for each of those.
    func viewportLayout(
        specs: [RangeSpec], resolved: [ResolvedRangeSpec], mode: LayoutMode, viewport: Viewport, seconds: Double
    ) throws -> ViewportLayout {
        var facts = document
        let pageModel = facts.pageModel(mode: mode, viewport: viewport)
        facts.pagePitch = pageModel.pitch
        facts.pageCount = pageModel.pageCount(of: CenterExtent(of: contentRects.map(\.rect)))
        var answers = ranges.makeIterator()
        let layouts = try zip(specs, resolved).map { spec, resolution in
            if case let .unresolvable(reason) = resolution {
                return RangeLayout(id: spec.id, match: resolution.match, outcome: .failed(reason))
            }
            guard let answer = answers.next() else {
                throw ChromiumError.malformedMessage("the page measured fewer ranges than it was given")
            }
            return RangeLayout(id: spec.id, match: resolution.match, outcome: answer.outcome(pageModel: pageModel))
        }
        return ViewportLayout(document: facts, ranges: layouts, viewportRequested: viewport, evalSeconds: seconds)
    }
}

extension PageMeasurement.Range {
    func outcome(pageModel: PageModel) -> RangeLayout.Outcome {
        guard let text, let bbox, let rects, let textRects else {
            return .failed(error ?? "the page gave no geometry")
        }
        return .measured(MeasuredRange(
            fullText: text, bbox: bbox.rect, rects: rects.map { pageModel.paged($0.rect) },
            textRects: textRects.map { pageModel.paged($0.rect) }))
    }
}

/// A rect as the page script sends it, `[x, y, width, height]`.
struct RectQuad: Decodable {
    let rect: LayoutRect

    init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        rect = LayoutRect(
            x: try values.decode(Double.self), y: try values.decode(Double.self),
            width: try values.decode(Double.self), height: try values.decode(Double.self))
    }
}
