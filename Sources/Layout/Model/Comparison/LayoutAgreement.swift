/// How closely a candidate engine's layout of one viewport matches a reference engine's, range by
/// range: the IoU of their text rects and whether they put the range on the same pages.
public struct LayoutAgreement: Sendable, Equatable {
    public let viewport: Viewport
    /// One entry per range the reference could measure, in the reference's order.
    public let ranges: [RangeAgreement]
    /// Ranges the reference itself could not measure; they say nothing about the candidate.
    public let unmeasuredByReference: Int

    /// Compares the reports viewport by viewport (they must list the same viewports in the same order)
    /// and range by range (matched by id).
    public static func compare(reference: LayoutReport, candidate: LayoutReport) throws -> [LayoutAgreement] {
        guard reference.layouts.map(\.viewportRequested) == candidate.layouts.map(\.viewportRequested) else {
            throw LayoutComparisonError.differentViewports
        }
        return zip(reference.layouts, candidate.layouts).map { compare(reference: $0, candidate: $1) }
    }

    public static func compare(reference: ViewportLayout, candidate: ViewportLayout) -> LayoutAgreement {
        let candidates = Dictionary(candidate.ranges.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var agreements: [RangeAgreement] = []
        var unmeasured = 0
        for range in reference.ranges {
            guard let expected = range.measured else {
                unmeasured += 1
                continue
            }
            guard let actual = candidates[range.id]?.measured else {
                agreements.append(RangeAgreement(id: range.id, iou: 0, pagesAgree: false, candidateFailed: true))
                continue
            }
            agreements.append(RangeAgreement(
                id: range.id,
                iou: RectSetOverlap.intersectionOverUnion(expected.textRects.map(\.rect), actual.textRects.map(\.rect)),
                pagesAgree: expected.pages == actual.pages, candidateFailed: false))
        }
        return LayoutAgreement(viewport: reference.viewportRequested, ranges: agreements, unmeasuredByReference: unmeasured)
    }

    /// The mean IoU over the compared ranges (1 when there are none).
    public var meanIoU: Double {
        ranges.isEmpty ? 1 : ranges.reduce(0) { $0 + $1.iou } / Double(ranges.count)
    }

    /// The share of compared ranges whose IoU is at least `threshold`.
    public func share(atLeast threshold: Double) -> Double {
        ranges.isEmpty ? 1 : Double(ranges.filter { $0.iou >= threshold }.count) / Double(ranges.count)
    }

    /// The share of compared ranges placed on the same pages.
    public var pageAgreement: Double {
        ranges.isEmpty ? 1 : Double(ranges.filter(\.pagesAgree).count) / Double(ranges.count)
    }

    /// The `count` ranges with the lowest IoU, lowest first (pages disagreeing breaks ties).
    public func worst(_ count: Int) -> [RangeAgreement] {
        Array(ranges.sorted { ($0.iou, $0.pagesAgree ? 1 : 0) < ($1.iou, $1.pagesAgree ? 1 : 0) }.prefix(count))
    }
}

/// One range compared between two engines.
public struct RangeAgreement: Sendable, Equatable {
    public let id: String
    public let iou: Double
    public let pagesAgree: Bool
    /// The candidate could not measure a range the reference could (IoU 0).
    public let candidateFailed: Bool
}

/// Two reports that cannot be compared.
public enum LayoutComparisonError: Error, Equatable, Sendable, CustomStringConvertible {
    case differentViewports

    public var description: String { "the two reports were not laid out in the same viewports" }
}
