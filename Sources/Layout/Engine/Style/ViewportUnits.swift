/// Finds viewport-relative lengths (`vw`, `vh`, `vmin`, `vmax`) in CSS, whose computed values change
/// with the viewport.
enum ViewportUnits {
    private static let units: Set<String> = ["vw", "vh", "vmin", "vmax", "svw", "svh", "lvw", "lvh", "dvw", "dvh"]

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
