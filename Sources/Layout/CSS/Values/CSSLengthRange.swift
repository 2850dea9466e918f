/// The range Chromium keeps computed lengths in (`CSSPrimitiveValue::ClampToCSSLengthRange`): what a
/// LayoutUnit (1/64 px in 32 bits) can hold, less two pixels of room for rounding. A length of `1e308px`
/// or 36 digits computes to this bound rather than to an infinity that later arithmetic cannot take.
package enum CSSLengthRange {
    /// `INT_MAX / 64 − 2` px.
    package static let maximum = Double(Int32.max / 64 - 2)

    /// Chromium's computed font sizes stop here (`kMaximumAllowedFontSize`).
    package static let maximumFontSize = 10_000.0

    /// `pixels` held within ±`maximum`; NaN (an infinite length times zero) computes to 0, as CSS
    /// Values 4 makes a NaN top-level calculation.
    package static func clamped(_ pixels: Double) -> Double {
        pixels.isNaN ? 0 : min(max(pixels, -maximum), maximum)
    }
}
