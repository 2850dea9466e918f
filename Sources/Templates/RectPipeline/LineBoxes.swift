/// The first half of the rect pipeline (decorations.md, "From a range to boxes"): from the measured rects
/// of a range to its line boxes. Rects that touch on the same line merge (1px tolerance), rects inside
/// others and rects 1px thin or less are dropped, and the result is ordered by line, then along the line.
///
/// The same steps run in the live runtime script (decor-runtime.js, `lineBoxes`), so static and live
/// output agree.
public enum LineBoxes {
    /// How far apart two edges may be and still count as touching or aligned, in CSS pixels.
    public static let tolerance = 1.0

    public static func of(_ range: RangeGeometry) -> [Rect] {
        let mode = range.writingMode
        let measured = (range.textPieces.flatMap { $0 } + range.replacedElements).map { LogicalRect($0, mode) }
        let merged = mergeTouching(measured)
        let kept = dropContained(merged.filter { $0.inlineSize > tolerance && $0.blockSize > tolerance })
        return ordered(kept).map { $0.physical(mode) }
    }

    /// Rects on the same line (block edges aligned within the tolerance) whose inline extents touch or
    /// overlap become one.
    static func mergeTouching(_ rects: [LogicalRect]) -> [LogicalRect] {
        var lines: [[LogicalRect]] = []
        for rect in rects.sorted(by: { ($0.blockStart, $0.inlineStart) < ($1.blockStart, $1.inlineStart) }) {
            if let index = lines.lastIndex(where: { isSameLine($0[0], rect) }) {
                lines[index].append(rect)
            } else {
                lines.append([rect])
            }
        }
        return lines.flatMap { line -> [LogicalRect] in
            var merged: [LogicalRect] = []
            for rect in line.sorted(by: { $0.inlineStart < $1.inlineStart }) {
                if let last = merged.last, rect.inlineStart <= last.inlineEnd + tolerance {
                    merged[merged.count - 1] = last.union(rect)
                } else {
                    merged.append(rect)
                }
            }
            return merged
        }
    }

    private static func isSameLine(_ first: LogicalRect, _ second: LogicalRect) -> Bool {
        abs(first.blockStart - second.blockStart) <= tolerance && abs(first.blockEnd - second.blockEnd) <= tolerance
    }

    /// Drops every rect lying inside another (of two equal rects, the first stays).
    static func dropContained(_ rects: [LogicalRect]) -> [LogicalRect] {
        rects.indices.filter { index in
            !rects.indices.contains { other in
                other != index && rects[other].contains(rects[index], tolerance: tolerance)
                    && (!rects[index].contains(rects[other], tolerance: tolerance) || other < index)
            }
        }.map { rects[$0] }
    }

    /// Lines in block order (a rect joins the current line when its block centre falls inside it), then
    /// rects along each line in inline order.
    static func ordered(_ rects: [LogicalRect]) -> [LogicalRect] {
        var lines: [(extent: LogicalRect, rects: [LogicalRect])] = []
        for rect in rects.sorted(by: { ($0.blockStart, $0.inlineStart) < ($1.blockStart, $1.inlineStart) }) {
            let centre = (rect.blockStart + rect.blockEnd) / 2
            if let last = lines.last, centre >= last.extent.blockStart, centre <= last.extent.blockEnd {
                lines[lines.count - 1].extent = last.extent.union(rect)
                lines[lines.count - 1].rects.append(rect)
            } else {
                lines.append((rect, [rect]))
            }
        }
        return lines.flatMap { $0.rects.sorted { $0.inlineStart < $1.inlineStart } }
    }
}
