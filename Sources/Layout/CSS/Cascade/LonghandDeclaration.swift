/// A declaration of one longhand property the engine computes, after shorthands are expanded.
package struct LonghandDeclaration: Hashable, Sendable {
    package var property: PropertyName
    package var value: [CSSComponentValue]
    package var isImportant: Bool

    package init(property: PropertyName, value: [CSSComponentValue], isImportant: Bool = false) {
        self.property = property
        self.value = value
        self.isImportant = isImportant
    }

    /// The longhands a declaration sets: itself when it is a longhand the engine knows, the expansion
    /// of a shorthand (omitted parts reset to `initial`), nothing for unknown or invalid ones.
    package static func expand(_ declaration: CSSDeclaration) -> [LonghandDeclaration] {
        let value = declaration.value
        let make = { (pairs: [(PropertyName, [CSSComponentValue])]) in
            pairs.map { LonghandDeclaration(property: $0.0, value: $0.1, isImportant: declaration.isImportant) }
        }
        if let property = PropertyName(cssName: declaration.name) {
            return make([(property, value)])
        }
        let name = declaration.name.hasPrefix("-webkit-") || declaration.name.hasPrefix("-epub-")
            ? String(declaration.name.drop(while: { $0 == "-" }).drop(while: { $0 != "-" }).dropFirst())
            : declaration.name
        guard let longhands = Shorthand(rawValue: name)?.longhands else {
            return make(LegacyBreakProperty.longhands(name: name, value: value))
        }
        if value.significant.count == 1, let keyword = value.significant[0].keyword,
           ["inherit", "initial", "unset", "revert"].contains(keyword) {
            return make(longhands.map { ($0, value) })
        }
        return make(Shorthand(rawValue: name)!.expand(value) ?? [])
    }
}

/// `page-break-*` and `-webkit-column-break-*`: legacy names of `break-*` whose `always` means a page
/// or column break (CSS Fragmentation 3 §3.4).
enum LegacyBreakProperty {
    static func longhands(name: String, value: [CSSComponentValue]) -> [(PropertyName, [CSSComponentValue])] {
        let targets: [String: (PropertyName, String)] = [
            "page-break-before": (.breakBefore, "page"), "page-break-after": (.breakAfter, "page"),
            "page-break-inside": (.breakInside, "page"), "column-break-before": (.breakBefore, "column"),
            "column-break-after": (.breakAfter, "column"), "column-break-inside": (.breakInside, "column"),
        ]
        guard let (property, always) = targets[name] else { return [] }
        let items = value.significant
        guard items.count == 1, let keyword = items[0].keyword else { return [] }
        switch keyword {
        case "always" where property != .breakInside:
            return [(property, [.token(.ident(always))])]
        case "avoid", "auto", "left", "right", "inherit", "initial", "unset":
            return [(property, items)]
        default:
            return []
        }
    }
}
