/// Properties that move boxes but that `ComputedStyle` does not carry: the engine computes them itself
/// into `SupplementaryStyle`. Vendor-prefixed spellings books still use are accepted.
enum SupplementaryProperty: String, Hashable, Sendable, CaseIterable {
    case boxSizing = "box-sizing", overflow, overflowX = "overflow-x", overflowY = "overflow-y"
    case visibility, content, orphans, widows
    case textCombineUpright = "text-combine-upright", textOrientation = "text-orientation"
    case borderSpacing = "border-spacing", tableLayout = "table-layout", textAlignLast = "text-align-last"
    case top, right, bottom, left

    init?(cssName name: String) {
        if let direct = SupplementaryProperty(rawValue: name) {
            self = direct
            return
        }
        switch name {
        case "-webkit-text-combine", "-epub-text-combine", "-epub-text-combine-horizontal": self = .textCombineUpright
        case "-webkit-text-orientation", "-epub-text-orientation": self = .textOrientation
        case "-webkit-box-sizing": self = .boxSizing
        default: return nil
        }
    }

    var isInherited: Bool {
        switch self {
        case .visibility, .orphans, .widows, .textOrientation, .borderSpacing, .textAlignLast: true
        default: false
        }
    }
}
