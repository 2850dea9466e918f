/// Finds viewport-relative lengths (`vw`, `vh`, `vmin`, `vmax`) in CSS, whose computed values change
/// with the viewport.
enum ViewportUnits {
    private static let units: Set<String> = ["vw", "vh", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh"]

    static func appear(in sheet: CSSStyleSheet) -> Bool {
        sheet.rules.contains(where: appear(in:))
    }

    private static func appear(in rule: CSSRule) -> Bool {
        switch rule {
        case .style(let style): style.declarations.contains { appear(in: $0.value) }
        case .media(let media): media.rules.contains(where: appear(in:))
        case .supports(let supports): supports.rules.contains(where: appear(in:))
        case .importRule(let importRule): importRule.styleSheet.map(appear(in:)) ?? false
        case .fontFace, .namespace: false
        }
    }

    static func appear(in values: [CSSComponentValue]) -> Bool {
        values.contains { value in
            switch value {
            case .token(.dimension(_, let unit)): units.contains(unit.lowercased())
            case .block(_, let inner), .function(_, let inner): appear(in: inner)
            case .token: false
            }
        }
    }
}
