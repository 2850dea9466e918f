/// A CSS length as written (`1.5em`, `12pt`, `0`), before it is resolved to pixels.
package struct CSSLength: Hashable, Sendable {
    /// The length units books use (CSS Values 4 §6), absolute ones at their fixed CSS ratios.
    package enum Unit: String, Sendable, CaseIterable {
        case px, em, rem, ex, ch, vw, vh, vmin, vmax
        case inch = "in", cm, mm, q, pt, pc
    }

    package var value: Double
    package var unit: Unit

    package init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// A dimension with a known unit, or a bare zero (the only number a length accepts).
    package init?(_ component: CSSComponentValue) {
        switch component {
        case .token(.dimension(let number, let unit)):
            guard let known = Unit(rawValue: unit.lowercased()) else { return nil }
            self.init(number.value, known)
        case .token(.number(let number)) where number.value == 0:
            self.init(0, .px)
        default:
            return nil
        }
    }

    /// The length in CSS pixels, relative units taken from `context`, within `CSSLengthRange`.
    package func pixels(in context: LengthContext) -> Double {
        CSSLengthRange.clamped(unclampedPixels(in: context))
    }

    /// Font-relative units follow the element's (already zoomed) font; every other unit is multiplied
    /// by the effective zoom, viewport units included, as Chromium computes them.
    private func unclampedPixels(in context: LengthContext) -> Double {
        switch unit {
        case .em: value * context.fontSize
        case .ex: value * context.xHeight
        case .ch: value * context.zeroAdvance
        default: unzoomedPixels(in: context) * context.zoom
        }
    }

    private func unzoomedPixels(in context: LengthContext) -> Double {
        switch unit {
        case .px, .em, .ex, .ch: value
        case .rem: value * context.rootFontSize
        case .vw: value * context.viewportWidth / 100
        case .vh: value * context.viewportHeight / 100
        case .vmin: value * min(context.viewportWidth, context.viewportHeight) / 100
        case .vmax: value * max(context.viewportWidth, context.viewportHeight) / 100
        case .inch: value * 96
        case .cm: value * 96 / 2.54
        case .mm: value * 96 / 25.4
        case .q: value * 96 / 101.6
        case .pt: value * 96 / 72
        case .pc: value * 16
        }
    }
}

/// What relative lengths are relative to, for one element.
package struct LengthContext: Hashable, Sendable {
    /// The element's font size, zoom included.
    package var fontSize: Double
    /// The root's font size without its zoom (`rem` takes the element's zoom).
    package var rootFontSize: Double
    package var viewportWidth: Double
    package var viewportHeight: Double
    /// The first available font's x-height in pixels; CSS's fallback of 0.5em until fonts are known.
    package var xHeight: Double
    /// The advance of "0" in the first available font; CSS's fallback of 0.5em until fonts are known.
    package var zeroAdvance: Double
    /// The element's effective zoom.
    package var zoom: Double

    package init(fontSize: Double, rootFontSize: Double, viewportWidth: Double, viewportHeight: Double,
                xHeight: Double? = nil, zeroAdvance: Double? = nil, zoom: Double = 1) {
        self.zoom = zoom
        self.fontSize = fontSize
        self.rootFontSize = rootFontSize
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.xHeight = xHeight ?? fontSize / 2
        self.zeroAdvance = zeroAdvance ?? fontSize / 2
    }

    /// The same context for an element with another font size.
    package func with(fontSize: Double) -> LengthContext {
        var copy = self
        copy.xHeight = xHeight / self.fontSize * fontSize
        copy.zeroAdvance = zeroAdvance / self.fontSize * fontSize
        copy.fontSize = fontSize
        return copy
    }
}
