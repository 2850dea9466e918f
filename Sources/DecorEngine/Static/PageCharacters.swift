import DOM
import DecorModel
import JSON

/// The characters a static page can show: its document's text, the text its decorations bring (notes,
/// margin symbols, extras a template may print) and printable ASCII for whatever markup templates add.
/// The forced font embedded in the page is cut down to these.
enum PageCharacters {
    static func of(_ document: Document, decorations: [Decoration]) -> Set<Unicode.Scalar> {
        var characters = Set((0x20...0x7E).compactMap(Unicode.Scalar.init))
        characters.formUnion(document.rootElement?.textContent.unicodeScalars ?? "".unicodeScalars)
        for decoration in decorations {
            for member in decoration.extras {
                strings(in: member.value).forEach { characters.formUnion($0.unicodeScalars) }
            }
            strings(in: decoration.json["style"] ?? .null).forEach { characters.formUnion($0.unicodeScalars) }
        }
        return characters
    }

    private static func strings(in value: JSONValue) -> [String] {
        switch value {
        case let .string(text): [text]
        case let .array(elements): elements.flatMap(strings)
        case let .object(members): members.flatMap { strings(in: $0.value) }
        default: []
        }
    }
}
