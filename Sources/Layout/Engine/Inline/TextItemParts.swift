/// Where LayoutNG's text items end, for rounding their widths as it does: each item's part of a line is
/// set at its shaped width rounded up to a layout unit (1/64 px), so what follows it on the line moves
/// by the difference. A run of one-letter elements ("T h i s" spelled out in small capitals) grows by
/// up to 1/64 px a letter, enough to wrap a line earlier. An item broken across lines is rounded on
/// each line by its part there, not by its whole width: a paragraph's last line is as wide as its own
/// text, which can fill the line to the last 1/64 px.
struct TextItemParts {
    /// What one code unit is to the text item it is in.
    enum Role: UInt8 {
        /// Inside a text item, before its last unit.
        case inside
        /// The last unit of a text item, or of its stretch at one bidi level (LayoutNG splits items
        /// where the paragraph's level changes).
        case last
        /// Outside text items (an atomic inline's placeholder): its width counts as it is.
        case outside
    }

    let roles: [Role]

    init(_ content: InlineContent, levels: [UInt8]?) {
        var roles = [Role](repeating: .outside, count: content.text.count)
        roles.withUnsafeMutableBufferPointer { roles in
            for item in content.items where item.kind == .text && !item.range.isEmpty {
                for unit in item.range.dropLast() {
                    let levelChanges = levels.map { $0[unit] != $0[unit + 1] } ?? false
                    roles[unit] = levelChanges ? .last : .inside
                }
                roles[item.range.upperBound - 1] = .last
            }
        }
        self.roles = roles
    }

    /// The advances of content laid out on one line, each item's width rounded up to a layout unit with
    /// the difference added to its last unit (as intrinsic widths measure it).
    func snapping(_ advances: [Double]) -> [Double] {
        var advances = advances
        var part = PartWidth()
        for unit in advances.indices { advances[unit] += part.add(advances[unit], roles[unit]) }
        return advances
    }

    /// The width of the text item part being read along a line.
    struct PartWidth {
        private var width = 0.0

        /// Takes the next unit's advance; gives what the unit adds beyond it: the part's rounding when
        /// the unit ends one, else nothing.
        mutating func add(_ advance: Double, _ role: Role) -> Double {
            switch role {
            case .inside:
                width += advance
                return 0
            case .last:
                let part = width + advance
                width = 0
                return LayoutUnit.ceil(part) - part
            case .outside:
                width = 0
                return 0
            }
        }
    }
}
