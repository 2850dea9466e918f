/// Escaping of placeholder values for each context they can land in. Every function also replaces the
/// characters XML forbids, so the output stays well-formed XHTML.
public enum ContextEscaping {
    static func escape(_ value: PlaceholderValue, for context: PlaceholderContext) -> String {
        switch context {
        case .htmlText: text(value.plainText)
        case .attribute: attribute(value.plainText)
        // Style attributes: CSS escaping first, then attribute escaping (a no-op on CSS-escaped output,
        // kept so that the two layers never depend on each other).
        case .cssValue: attribute(cssValue(value))
        case .cssString: attribute(cssStringContent(value.plainText))
        }
    }

    static func text(_ value: String) -> String {
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(xmlAllowed(scalar))
            }
        }
        return output
    }

    /// Text for a double- or single-quoted attribute value (and, as well, for element content).
    public static func attribute(_ value: String) -> String {
        var output = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            // Attribute value normalisation would turn these into spaces; character references keep them.
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(xmlAllowed(scalar))
            }
        }
        return output
    }

    /// A CSS declaration value: a colour as `rgba()`, a number as itself, any text as a quoted CSS string,
    /// so nothing a value holds can end the declaration, the rule or the style attribute.
    static func cssValue(_ value: PlaceholderValue) -> String {
        switch value {
        case .color(let color): color.cssValue
        case .number(let number): number.text
        case .text(let text): "\"" + cssStringContent(text) + "\""
        }
    }

    /// The inside of a CSS string: everything but letters, digits, space, `-`, `_`, `.` and `,` becomes a
    /// hexadecimal escape (`\22 `), so no quote, backslash, newline, brace or markup character survives.
    static func cssStringContent(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || " -_.,".unicodeScalars.contains(scalar) {
                output.unicodeScalars.append(scalar)
            } else if scalar.isASCII || scalar.properties.generalCategory == .control || !isXMLCharacter(scalar) {
                // NUL is not allowed in CSS either; U+FFFD is what CSS turns it into.
                let code = scalar.value == 0 || !isXMLCharacter(scalar) ? 0xFFFD : scalar.value
                output += "\\" + String(code, radix: 16) + " "
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// XML 1.0 characters: tab, newline, carriage return, and U+0020 upwards except U+FFFE and U+FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func xmlAllowed(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        isXMLCharacter(scalar) ? scalar : "\u{FFFD}"
    }
}
