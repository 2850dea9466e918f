/// One declaration as the cascade handles it: a physical longhand `StyleComputer` computes, a
/// flow-relative one waiting for the element's writing mode, or one of the engine's supplementary
/// properties. Shorthands are already expanded and invalid values already dropped, so that an invalid
/// declaration never hides a valid one (CSS Syntax §8).
struct CascadeDeclaration: Sendable {
    enum Value: Sendable {
        case physical(PropertyName, [CSSComponentValue])
        case logical(LogicalProperty, [CSSComponentValue])
        case supplementary(SupplementaryProperty, [CSSComponentValue])
        /// A custom property (`--name`, case-sensitive) and its value as written.
        case custom(String, [CSSComponentValue])
        /// A declaration with `var()` in its value: what it sets is known only once the element's
        /// custom properties are (CSS Custom Properties 1 §3).
        case pendingSubstitution(CSSDeclaration)
    }

    let value: Value
    let isImportant: Bool

    /// The cascade's declarations for one declaration of a style sheet or `style` attribute.
    static func expand(_ declaration: CSSDeclaration, validator: StyleComputer) -> [CascadeDeclaration] {
        let important = declaration.isImportant
        let name = declaration.name
        if name.hasPrefix("--") {
            return [CascadeDeclaration(value: .custom(name, declaration.value), isImportant: important)]
        }
        if CustomProperties.references(declaration.value) {
            // Kept only when the property is one the engine computes (its `unset` expands to something).
            guard !expand(declaration.unset, validator: validator).isEmpty else { return [] }
            return [CascadeDeclaration(value: .pendingSubstitution(declaration), isImportant: important)]
        }
        if let supplementary = SupplementaryProperty(cssName: name) {
            return [CascadeDeclaration(value: .supplementary(supplementary, declaration.value), isImportant: important)]
        }
        if let logical = LogicalProperty.longhands(named: name) {
            return logicalDeclarations(logical, declaration.value, isImportant: important, validator: validator)
        }
        let renamed = name == "font-variant-caps"
            ? CSSDeclaration(name: "font-variant", value: declaration.value, isImportant: important) : declaration
        return LonghandDeclaration.expand(renamed).filter(validator.isValid).map {
            CascadeDeclaration(value: .physical($0.property, $0.value), isImportant: important)
        }
    }

    /// The values a declaration with `var()` sets once `customProperties` substitute them: what it
    /// expands to, or `unset` for each property it names when it is invalid at computed-value time.
    static func substituted(_ declaration: CSSDeclaration, customProperties: CustomProperties,
                            validator: StyleComputer) -> [Value] {
        let substituted = customProperties.substitute(declaration.value).map {
            expand(CSSDeclaration(name: declaration.name, value: $0, isImportant: declaration.isImportant),
                   validator: validator)
        } ?? []
        return (substituted.isEmpty ? expand(declaration.unset, validator: validator) : substituted).map(\.value)
    }

    private static func logicalDeclarations(_ properties: [LogicalProperty], _ value: [CSSComponentValue],
                                            isImportant: Bool, validator: StyleComputer) -> [CascadeDeclaration] {
        let items = value.significant
        let values: [[CSSComponentValue]]
        if properties.count == 1 {
            values = [value]
        } else if items.count == 1 || items.count == 2 {
            values = [[items[0]], [items[items.count - 1]]]
        } else {
            return []
        }
        return zip(properties, values).compactMap { property, value in
            let sample = property.physical(writingMode: .horizontalTB, direction: .ltr)
            guard validator.isValid(LonghandDeclaration(property: sample, value: value)) else { return nil }
            return CascadeDeclaration(value: .logical(property, value), isImportant: isImportant)
        }
    }
}

extension CSSDeclaration {
    /// The same property set to `unset`: what a declaration invalid at computed-value time becomes.
    var unset: CSSDeclaration {
        CSSDeclaration(name: name, value: [.token(.ident("unset"))], isImportant: isImportant)
    }
}
