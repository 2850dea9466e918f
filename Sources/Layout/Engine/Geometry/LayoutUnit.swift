/// Chromium's layout lengths are fixed-point numbers with 1/64 px precision (LayoutUnit); positions
/// and sizes that should match the browser's are rounded the way it rounds them.
enum LayoutUnit {
    static let scale = 64.0

    /// A float converted as `LayoutUnit(float)` does: truncated toward zero to 1/64.
    static func snap(_ value: Double) -> Double {
        (value * scale).rounded(.towardZero) / scale
    }

    /// `LayoutUnit::FromFloatRound`: to the nearest 1/64.
    static func round(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// `LayoutUnit::FromFloatFloor`: down to the previous 1/64.
    static func floor(_ value: Double) -> Double {
        (value * scale).rounded(.down) / scale
    }

    /// `LayoutUnit::FromFloatCeil`: up to the next 1/64.
    static func ceil(_ value: Double) -> Double {
        (value * scale).rounded(.up) / scale
    }

    /// `LayoutUnit::Floor()`: down to a whole pixel.
    static func floorToPixel(_ value: Double) -> Double {
        snap(value).rounded(.down)
    }
}
