/// A `font-family` value: family names in order of preference, generic families marked as such.
package struct FontFamilyList: Hashable, Sendable {
    package var families: [FontFamily]

    package init(_ families: [FontFamily]) { self.families = families }

    /// Nil when any entry is neither a string nor a run of identifiers (the whole value is invalid).
    package init?(_ values: [CSSComponentValue]) {
        var families: [FontFamily] = []
        for part in values.commaSeparated {
            let items = part.significant
            if items.count == 1, case .token(.string(let name)) = items[0] {
                families.append(.named(name))
                continue
            }
            var words: [String] = []
            for item in items {
                guard case .token(.ident(let word)) = item else { return nil }
                words.append(word)
            }
            guard !words.isEmpty else { return nil }
            if words.count == 1, let generic = GenericFontFamily(rawValue: words[0].lowercased()) {
                families.append(.generic(generic))
            } else {
                families.append(.named(words.joined(separator: " ")))
            }
        }
        guard !families.isEmpty else { return nil }
        self.families = families
    }

    /// The family names as strings (generic families by their keyword), for `@font-face` and logs.
    package var names: [String] { families.map(\.name) }
}

/// One entry of a family list.
package enum FontFamily: Hashable, Sendable {
    case named(String)
    case generic(GenericFontFamily)

    package var name: String {
        switch self {
        case .named(let name): name
        case .generic(let generic): generic.rawValue
        }
    }
}

/// The generic families of CSS Fonts 4 that books use.
package enum GenericFontFamily: String, Sendable, CaseIterable {
    case serif, sansSerif = "sans-serif", monospace, cursive, fantasy, systemUI = "system-ui"
}

/// `font-style`. Oblique angles are not modelled: an oblique face or a synthesized slant serves both.
package enum FontStyle: String, Hashable, Sendable {
    case normal, italic, oblique
}

/// `font-weight` values: the absolute ones and the relative steps of CSS Fonts 4 §2.2.
package enum FontWeight {
    /// `normal`, `bold` or a number in 1…1000.
    package static func absolute(_ value: CSSComponentValue) -> Int? {
        switch value {
        case .token(.ident(let name)):
            switch name.lowercased() {
            case "normal": return 400
            case "bold": return 700
            default: return nil
            }
        case .token(.number(let number)) where number.value >= 1 && number.value <= 1000:
            return Int(number.value.rounded())
        default:
            return nil
        }
    }

    /// The weight `bolder` gives over an inherited weight (the table of CSS Fonts 4 §2.2.1).
    package static func bolder(than inherited: Int) -> Int {
        switch inherited {
        case ..<350: 400
        case ..<550: 700
        case ..<900: 900
        default: inherited
        }
    }

    /// The weight `lighter` gives under an inherited weight.
    package static func lighter(than inherited: Int) -> Int {
        switch inherited {
        case ..<100: inherited
        case ..<550: 100
        case ..<750: 400
        default: 700
        }
    }
}
