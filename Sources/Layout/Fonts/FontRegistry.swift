/// The faces available to a document, by family: the publication's `@font-face` faces, a forced
/// font, and the bundled fallback families. Answers CSS font matching and per-character fallback.
package struct FontRegistry: Sendable {
    /// A registered face with what it was declared for.
    package struct Entry: Sendable {
        package var face: FontFace
        package var descriptor: FaceDescriptor
    }

    /// A face chosen for a style, with the synthesis Chromium would apply to it.
    package struct SelectedFace: Sendable {
        package var face: FontFace
        package var syntheticBold: Bool
        package var syntheticItalic: Bool
    }

    private var families: [String: [Entry]] = [:]
    /// The family generic names resolve to, and the last resort of fallback.
    private var genericFamilies: [GenericFontFamily: String] = [:]
    package var fallbackFamily: String

    /// An empty registry whose generic families and fallback resolve to `fallbackFamily`.
    package init(fallbackFamily: String) {
        self.fallbackFamily = fallbackFamily
    }

    /// Family names are matched case-insensitively, as CSS does.
    package mutating func register(_ face: FontFace, family: String, descriptor: FaceDescriptor) {
        families[family.lowercased(), default: []].append(Entry(face: face, descriptor: descriptor))
    }

    package mutating func mapGeneric(_ generic: GenericFontFamily, to family: String) {
        genericFamilies[generic] = family
    }

    package func hasFamily(_ family: String) -> Bool { families[family.lowercased()] != nil }

    /// The best face of one family for a weight and style, nil when the family is unknown.
    package func face(family: FontFamily, weight: Int, style: FontStyle) -> SelectedFace? {
        let name: String = switch family {
        case .named(let name): name
        case .generic(let generic): genericFamilies[generic] ?? fallbackFamily
        }
        guard let entries = families[name.lowercased()],
              let index = FontMatcher.bestMatch(in: entries.map(\.descriptor), weight: weight, style: style) else {
            return nil
        }
        let entry = entries[index]
        let synthesis = FontMatcher.synthesis(for: entry.descriptor, weight: weight, style: style)
        return SelectedFace(face: entry.face, syntheticBold: synthesis.bold, syntheticItalic: synthesis.italic)
    }

    /// The faces to try in order for a family list: each listed family that exists, then the fallback
    /// family, without repeats. The first is the element's primary font (its metrics set the line).
    package func fallbackList(for list: FontFamilyList, weight: Int, style: FontStyle) -> [SelectedFace] {
        var selected: [SelectedFace] = []
        for family in list.families + [.named(fallbackFamily)] {
            guard let choice = face(family: family, weight: weight, style: style),
                  !selected.contains(where: { $0.face === choice.face }) else { continue }
            selected.append(choice)
        }
        return selected
    }
}
