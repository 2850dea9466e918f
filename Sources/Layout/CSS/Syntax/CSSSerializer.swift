/// Turns component values back into CSS text (CSS Syntax §9 and CSSOM §2.1 serialization), for
/// the selector text handed to the selector engine and for values kept as strings.
package enum CSSSerializer {
    package static func text(of values: [CSSComponentValue]) -> String {
        var output = ""
        for value in values { append(value, to: &output) }
        return output
    }

    private static func append(_ value: CSSComponentValue, to output: inout String) {
        switch value {
        case .token(let token):
            output += text(of: token)
        case .block(let opening, let values):
            output += text(of: opening)
            for inner in values { append(inner, to: &output) }
            output += opening.mirror.map(text(of:)) ?? ""
        case .function(let name, let arguments):
            output += identifier(name) + "("
            for inner in arguments { append(inner, to: &output) }
            output += ")"
        }
    }

    package static func text(of token: CSSToken) -> String {
        switch token {
        case .ident(let name): identifier(name)
        case .function(let name): identifier(name) + "("
        case .atKeyword(let name): "@" + identifier(name)
        case .hash(let name, _): "#" + identifier(name, isNameOnly: true)
        case .string(let value): string(value)
        case .badString: "\"\""
        case .url(let value): "url(" + string(value) + ")"
        case .badURL: "url()"
        case .delim(let scalar): String(scalar)
        case .number(let number): number.text
        case .percentage(let number): number.text + "%"
        case .dimension(let number, let unit): number.text + identifier(unit, isNameOnly: true)
        case .whitespace: " "
        case .cdo: "<!--"
        case .cdc: "-->"
        case .colon: ":"
        case .semicolon: ";"
        case .comma: ","
        case .openSquare: "["
        case .closeSquare: "]"
        case .openParen: "("
        case .closeParen: ")"
        case .openCurly: "{"
        case .closeCurly: "}"
        }
    }

    /// CSSOM "serialize an identifier"; `isNameOnly` allows a leading digit (hash names, units after
    /// a number).
    package static func identifier(_ name: String, isNameOnly: Bool = false) -> String {
        var output = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let leadsWithDigit = !isNameOnly && (index == 0 || (index == 1 && scalars[0] == "-")) && scalar.isDigit
            if scalar.value == 0 {
                output += "\u{FFFD}"
            } else if (0x1...0x1F).contains(scalar.value) || scalar.value == 0x7F || leadsWithDigit {
                output += "\\" + String(scalar.value, radix: 16) + " "
            } else if index == 0, scalars.count == 1, scalar == "-", !isNameOnly {
                output += "\\-"
            } else if scalar.isIdentifierCodePoint {
                output.unicodeScalars.append(scalar)
            } else {
                output += "\\"
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// CSSOM "serialize a string": double quotes, with `"`, `\` and control characters escaped.
    package static func string(_ value: String) -> String {
        var output = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"", "\\":
                output += "\\"
                output.unicodeScalars.append(scalar)
            case "\0":
                output += "\u{FFFD}"
            case _ where (0x1...0x1F).contains(scalar.value) || scalar.value == 0x7F:
                output += "\\" + String(scalar.value, radix: 16) + " "
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
