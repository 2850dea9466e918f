/// Families that browsers on Linux accept in place of each other because their glyphs have the same
/// advances (Chromium takes fontconfig's substitute only for these; any other substitute is refused
/// and the next family of the list is tried), and what the generic families stand for by default.
enum MetricCompatibleFamilies {
    private static let groups: [[String]] = [
        ["times new roman", "times", "liberation serif", "tinos", "nimbus roman", "tex gyre termes"],
        ["arial", "helvetica", "liberation sans", "arimo", "nimbus sans", "tex gyre heros"],
        ["courier new", "courier", "liberation mono", "cousine", "nimbus mono ps", "tex gyre cursor"],
        ["cambria", "caladea"],
        ["calibri", "carlito"],
        ["ms mincho", "ｍｓ 明朝", "ipamincho"],
        ["ms gothic", "ｍｓ ゴシック", "ipagothic"],
        ["ms pmincho", "ｍｓ ｐ明朝", "ipapmincho"],
        ["ms pgothic", "ｍｓ ｐゴシック", "ipapgothic"],
    ]

    /// The family itself, then the families that may stand in for it, lowercased.
    static func candidates(for family: String) -> [String] {
        let lowered = family.lowercased()
        guard let group = groups.first(where: { $0.contains(lowered) }) else { return [lowered] }
        return [lowered] + group.filter { $0 != lowered }
    }

    /// The families a browser's default settings give the generic families, in order of preference.
    static func defaults(for generic: GenericFontFamily) -> [String] {
        switch generic {
        case .serif, .cursive, .fantasy: ["times new roman"]
        case .sansSerif: ["arial"]
        case .monospace: ["dejavu sans mono", "liberation mono"]
        case .systemUI: ["dejavu sans"]
        }
    }
}
