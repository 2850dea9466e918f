import DOM

extension MathNode {
    /// The characters a token's ink box is measured from, as Chromium measures them: its text children's
    /// data as written, before `text-transform` (a single-letter `mi` is measured by its upright letter,
    /// not by the mathematical italic one it is drawn with), and nothing when it has element children.
    /// White space is left out: it has no ink.
    var inkCharacters: [UInt16] {
        guard let element else { return [] }
        var characters: [UInt16] = []
        for child in element.childNodes {
            switch child.kind {
            case .element: return []
            case .text: characters += child.textContent.utf16.filter { !Self.isWhiteSpace($0) }
            default: continue
            }
        }
        return characters
    }

    private static func isWhiteSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D || unit == 0x0C
    }
}
