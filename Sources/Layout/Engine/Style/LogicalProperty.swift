/// A flow-relative property (`margin-block-start`, `padding-inline-end`, `inline-size`…, and the old
/// `-webkit-margin-before` spellings), which becomes a physical one once the element's writing mode and
/// direction are known: the user-agent sheet writes list indents and paragraph margins this way, so
/// that they follow `dir=rtl` and vertical writing.
struct LogicalProperty: Hashable, Sendable {
    enum Family: Hashable, Sendable { case margin, padding, size, minSize, maxSize }
    enum Side: Hashable, Sendable { case blockStart, blockEnd, inlineStart, inlineEnd }

    let family: Family
    /// For sizes, `.inlineStart` stands for the inline axis and `.blockStart` for the block axis.
    let side: Side

    /// The longhands a declaration name stands for (two for the `margin-block`-style shorthands, whose
    /// values then need splitting); nil when the name is not flow-relative.
    static func longhands(named name: String) -> [LogicalProperty]? {
        if let single = singles[name] { return [single] }
        guard let family = pairs[name] else { return nil }
        return name.hasSuffix("-block")
            ? [LogicalProperty(family: family, side: .blockStart), LogicalProperty(family: family, side: .blockEnd)]
            : [LogicalProperty(family: family, side: .inlineStart), LogicalProperty(family: family, side: .inlineEnd)]
    }

    private static let pairs: [String: Family] = [
        "margin-block": .margin, "margin-inline": .margin, "padding-block": .padding, "padding-inline": .padding,
    ]

    private static let singles: [String: LogicalProperty] = {
        var table: [String: LogicalProperty] = [:]
        let sides: [(String, String, Side)] = [
            ("block-start", "before", .blockStart), ("block-end", "after", .blockEnd),
            ("inline-start", "start", .inlineStart), ("inline-end", "end", .inlineEnd),
        ]
        for (family, name) in [(Family.margin, "margin"), (.padding, "padding")] {
            for (modern, legacy, side) in sides {
                table["\(name)-\(modern)"] = LogicalProperty(family: family, side: side)
                table["-webkit-\(name)-\(legacy)"] = LogicalProperty(family: family, side: side)
            }
        }
        for (family, prefix) in [(Family.size, ""), (.minSize, "min-"), (.maxSize, "max-")] {
            table["\(prefix)inline-size"] = LogicalProperty(family: family, side: .inlineStart)
            table["\(prefix)block-size"] = LogicalProperty(family: family, side: .blockStart)
        }
        return table
    }()

    /// The physical property under a writing mode and direction.
    func physical(writingMode: WritingMode, direction: Direction) -> PropertyName {
        switch family {
        case .size, .minSize, .maxSize:
            let isWidth = (side == .inlineStart) != writingMode.isVertical
            switch family {
            case .size: return isWidth ? .width : .height
            case .minSize: return isWidth ? .minWidth : .minHeight
            default: return isWidth ? .maxWidth : .maxHeight
            }
        case .margin, .padding:
            let physical = physicalSide(writingMode: writingMode, direction: direction)
            let names: [PropertyName] = family == .margin
                ? [.marginTop, .marginRight, .marginBottom, .marginLeft]
                : [.paddingTop, .paddingRight, .paddingBottom, .paddingLeft]
            return names[physical]
        }
    }

    /// 0 top, 1 right, 2 bottom, 3 left.
    private func physicalSide(writingMode: WritingMode, direction: Direction) -> Int {
        let inlineStart: Int
        let blockStart: Int
        switch writingMode {
        case .horizontalTB:
            blockStart = 0
            inlineStart = direction == .ltr ? 3 : 1
        case .verticalRL:
            blockStart = 1
            inlineStart = direction == .ltr ? 0 : 2
        case .verticalLR:
            blockStart = 3
            inlineStart = direction == .ltr ? 0 : 2
        }
        switch side {
        case .blockStart: return blockStart
        case .blockEnd: return (blockStart + 2) % 4
        case .inlineStart: return inlineStart
        case .inlineEnd: return (inlineStart + 2) % 4
        }
    }
}
