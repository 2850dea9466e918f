/// Turns the cascaded values of one element into its computed style, given its parent's computed
/// style: CSS-wide keywords, inheritance, relative lengths, and Chromium's font-size rules.
package struct StyleComputer: Sendable {
    /// The root element's computed font size (what `rem` is relative to).
    package var rootFontSize: Double
    package var viewportWidth: Double
    package var viewportHeight: Double
    /// What `ex` and `ch` are for a style; without it they are CSS's fallback of half an em.
    package var fontRelativeUnits: FontRelativeUnits?

    package init(rootFontSize: Double = 16, viewportWidth: Double, viewportHeight: Double,
                fontRelativeUnits: FontRelativeUnits? = nil) {
        self.rootFontSize = rootFontSize
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        self.fontRelativeUnits = fontRelativeUnits
    }

    /// What the relative lengths of an element with `style` (its font and zoom computed) are relative to.
    package func lengthContext(for style: ComputedStyle) -> LengthContext {
        let units = fontRelativeUnits?.measure(style)
        return LengthContext(fontSize: style.fontSize, rootFontSize: rootFontSize, viewportWidth: viewportWidth,
                             viewportHeight: viewportHeight, xHeight: units?.xHeight, zeroAdvance: units?.zeroAdvance,
                             zoom: style.effectiveZoom)
    }

    /// The computed style of an element whose cascade produced `declarations` (later ones win when a
    /// property repeats); `parent` is nil for the root. Invalid values are ignored.
    package func compute(_ declarations: [LonghandDeclaration], parent: ComputedStyle?) -> ComputedStyle {
        var cascaded: [PropertyName: [CSSComponentValue]] = [:]
        for declaration in declarations { cascaded[declaration.property] = declaration.value.significant }
        let inherited = parent ?? ComputedStyle()
        var style = parent?.inheritedStyle() ?? ComputedStyle()
        // Zoom, then fonts: every other length depends on the element's own zoom and font size.
        if let value = cascaded.removeValue(forKey: .zoom), let factor = Self.zoomFactor(value) {
            style.effectiveZoom = inherited.effectiveZoom * factor
            if cascaded[.fontSize] == nil { style.fontSize *= factor }
        }
        for property in [PropertyName.fontFamily, .fontSize] {
            if let value = cascaded.removeValue(forKey: property) {
                apply(property, value, to: &style, parent: inherited)
            }
        }
        if style.effectiveZoom != 1 { style.specifiedBorderWidths = Self.initialBorderWidths(zoom: style.effectiveZoom) }
        adjustForMonospace(&style, parent: inherited)
        style.fontSize = min(style.fontSize, CSSLengthRange.maximumFontSize)
        for (property, value) in cascaded.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            apply(property, value, to: &style, parent: inherited)
        }
        return style
    }

    /// Whether a declaration's value is valid for its property, so the cascade can drop it (an
    /// invalid declaration never wins, CSS Syntax §8).
    package func isValid(_ declaration: LonghandDeclaration) -> Bool {
        var scratch = ComputedStyle()
        return apply(declaration.property, declaration.value.significant, to: &scratch, parent: ComputedStyle())
    }

    @discardableResult
    private func apply(_ property: PropertyName, _ value: [CSSComponentValue], to style: inout ComputedStyle,
                       parent: ComputedStyle) -> Bool {
        if value.count == 1, let keyword = value[0].keyword {
            switch keyword {
            case "inherit":
                style.copy(property, from: parent)
                return true
            case "initial":
                style.copy(property, from: Self.initialValues(zoom: style.effectiveZoom))
                return true
            case "unset", "revert":
                style.copy(property, from: property.isInherited ? parent : Self.initialValues(zoom: style.effectiveZoom))
                return true
            default:
                break
            }
        }
        if property == .zoom { return Self.zoomFactor(value) != nil }
        let context = lengthContext(for: style)
        switch property {
        case .fontFamily:
            guard let list = FontFamilyList(value) else { return false }
            style.fontFamily = list
            return true
        case .fontSize:
            let parentContext = fontSizeContext(style: style, parent: parent)
            guard let value = MathFunction.evaluated(value, in: parentContext) else { return false }
            return applyFontSize(value, to: &style, parent: parent, context: parentContext)
        default:
            guard let value = MathFunction.evaluated(value, in: context) else { return false }
            return applyBox(property, value, to: &style, context: context)
                || applyText(property, value, to: &style, parent: parent, context: context)
        }
    }
}

extension StyleComputer {
    /// Chromium's keyword table for a 16px default (proportional fonts) and 13px (monospace).
    static let keywordSizes: [Int] = [9, 10, 13, 16, 18, 24, 32, 48]
    static let monospaceKeywordSizes: [Int] = [9, 10, 12, 13, 16, 20, 26, 39]
    static let sizeKeywords = ["xx-small", "x-small", "small", "medium", "large", "x-large", "xx-large", "xxx-large"]

    static func isMonospace(_ family: FontFamilyList) -> Bool { family.families == [.generic(.monospace)] }

    /// The initial values for an element at an effective zoom: Chromium zooms the initial `medium`
    /// border width (3px) as it zooms the keyword.
    static func initialValues(zoom: Double) -> ComputedStyle {
        var initial = ComputedStyle()
        if zoom != 1 { initial.specifiedBorderWidths = initialBorderWidths(zoom: zoom) }
        return initial
    }

    private static func initialBorderWidths(zoom: Double) -> Edges {
        let medium = snappedBorderWidth(3 * zoom)
        return Edges(top: medium, right: medium, bottom: medium, left: medium)
    }

    /// `zoom`: a non-negative number or percentage (zero and `normal` mean 1).
    static func zoomFactor(_ value: [CSSComponentValue]) -> Double? {
        let items = value.significant
        guard items.count == 1 else { return nil }
        let factor: Double
        switch items[0] {
        case .token(.number(let number)): factor = number.value
        case .token(.percentage(let number)): factor = number.value / 100
        case .token(.ident(let name)) where ["normal", "reset"].contains(name.lowercased()): factor = 1
        default: return nil
        }
        guard factor.isFinite, factor >= 0, factor < 1_000 else { return nil }
        return factor == 0 ? 1 : factor
    }

    /// What a font size is relative to: the parent's font, scaled by the zoom the element adds.
    private func fontSizeContext(style: ComputedStyle, parent: ComputedStyle) -> LengthContext {
        var parentStyle = parent
        parentStyle.fontSize *= style.effectiveZoom / parent.effectiveZoom
        parentStyle.effectiveZoom = style.effectiveZoom
        return lengthContext(for: parentStyle)
    }

    private func applyFontSize(_ value: [CSSComponentValue], to style: inout ComputedStyle,
                               parent: ComputedStyle, context parentContext: LengthContext) -> Bool {
        guard value.count == 1 else { return false }
        let zoom = style.effectiveZoom
        if let keyword = value[0].keyword {
            if let index = Self.sizeKeywords.firstIndex(of: keyword) {
                let table = Self.isMonospace(style.fontFamily) ? Self.monospaceKeywordSizes : Self.keywordSizes
                (style.fontSize, style.fontSizeKeyword, style.isAbsoluteFontSize) = (Double(table[index]) * zoom, index, false)
                return true
            }
            guard keyword == "larger" || keyword == "smaller" else { return false }
            style.fontSize = keyword == "larger" ? parentContext.fontSize * 1.2 : parentContext.fontSize / 1.2
            (style.fontSizeKeyword, style.isAbsoluteFontSize) = (nil, parent.isAbsoluteFontSize)
            return true
        }
        guard let size = LengthPercentage(value[0], in: parentContext) else { return false }
        let pixels = size.resolved(against: parentContext.fontSize)
        guard pixels >= 0 else { return false }
        let isRelative: Bool
        if case .token(.dimension(_, let unit)) = value[0] {
            isRelative = ["em", "ex", "ch", "rem"].contains(unit.lowercased())
        } else {
            isRelative = true
        }
        style.fontSize = pixels
        style.fontSizeKeyword = nil
        style.isAbsoluteFontSize = isRelative ? parent.isAbsoluteFontSize : true
        return true
    }

    /// Chromium's `CheckForGenericFamilyChange`: a size that is not absolute is re-derived when the
    /// element switches to or from `monospace` (default 13px instead of 16px).
    private func adjustForMonospace(_ style: inout ComputedStyle, parent: ComputedStyle) {
        let isMonospace = Self.isMonospace(style.fontFamily)
        guard !style.isAbsoluteFontSize, isMonospace != Self.isMonospace(parent.fontFamily) else { return }
        if let keyword = style.fontSizeKeyword {
            style.fontSize = Double((isMonospace ? Self.monospaceKeywordSizes : Self.keywordSizes)[keyword])
                * style.effectiveZoom
        } else {
            let factor = 13.0 / 16.0
            style.fontSize = isMonospace ? style.fontSize * factor : style.fontSize / factor
        }
    }
}

/// Measures a style's primary font for `ex` (its x-height) and `ch` (the advance of "0"), in pixels at
/// the style's font size. A class so that the style computer, a value, can share the font cache.
package final class FontRelativeUnits: @unchecked Sendable {
    let measure: (ComputedStyle) -> (xHeight: Double, zeroAdvance: Double)?

    package init(measure: @escaping (ComputedStyle) -> (xHeight: Double, zeroAdvance: Double)?) {
        self.measure = measure
    }
}
