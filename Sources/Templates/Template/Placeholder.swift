import DecorModel
import JSON

/// A `{{…}}` placeholder of a file template: `{{id}}`, `{{group}}`, `{{tint}}` or `{{extras.KEY}}`.
enum Placeholder: Hashable {
    case id
    case group
    case tint
    case extra(String)

    /// Parses the text between the braces; nil when it names nothing decor knows.
    init?(name: Substring) {
        switch name {
        case "id": self = .id
        case "group": self = .group
        case "tint": self = .tint
        case _ where name.hasPrefix("extras."):
            let key = name.dropFirst("extras.".count)
            guard !key.isEmpty, key.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "-") })
            else { return nil }
            self = .extra(String(key))
        default: return nil
        }
    }

    /// The placeholder's value for a decoration, before escaping.
    func value(in context: DecorationContext) -> PlaceholderValue {
        switch self {
        case .id: .text(context.id)
        case .group: .text(context.group)
        case .tint: .color(context.tint)
        case .extra(let key):
            switch context.decoration.extra(key) {
            case .string(let text)?: .text(text)
            case .number(let number)?: .number(number)
            case .bool(let flag)?: .text(flag ? "true" : "false")
            case nil, .null?: .text("")
            case let structured?: .text(JSONWriter().string(structured))
            }
        }
    }
}

/// A placeholder's value, typed so that each context can write it safely: a colour is always written as
/// decor's own `rgba()`, a JSON number as its (grammar-checked) text, anything else as escaped text.
enum PlaceholderValue: Equatable {
    case text(String)
    case number(JSONNumber)
    case color(CSSColor)

    var plainText: String {
        switch self {
        case .text(let text): text
        case .number(let number): number.text
        case .color(let color): color.cssValue
        }
    }
}

/// Where in a template a placeholder sits, which decides how its value is escaped.
enum PlaceholderContext: Equatable {
    /// Character data between tags.
    case htmlText
    /// Inside a quoted attribute value (not style, not a URL, not an event handler).
    case attribute
    /// A CSS declaration value in a style attribute (outside any CSS string).
    case cssValue
    /// Inside a CSS string in a declaration value of a style attribute.
    case cssString
}
