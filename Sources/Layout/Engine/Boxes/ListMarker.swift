import Foundation
import DOM

/// The text of a list item's marker, as browsers write it for the common `list-style-type` values:
/// a bullet and a space, or the item's number (`ListOrdinals`) in its counter style followed by ". ".
enum ListMarker {
    static func text(for type: ListStyleType, ordinal: Int) -> String? {
        switch type {
        case .none: return nil
        case .string(let marker): return marker
        case .counter(let name):
            switch name {
            case "disc": return "\u{2022} "
            case "circle": return "\u{25E6} "
            case "square": return "\u{25AA} "
            case "lower-alpha", "lower-latin": return alphabetic(ordinal, base: "a") + ". "
            case "upper-alpha", "upper-latin": return alphabetic(ordinal, base: "A") + ". "
            case "lower-roman": return roman(ordinal).lowercased() + ". "
            case "upper-roman": return roman(ordinal) + ". "
            case "decimal-leading-zero": return (ordinal < 10 && ordinal >= 0 ? "0" : "") + "\(ordinal). "
            default: return "\(ordinal). "
            }
        }
    }

    private static func alphabetic(_ value: Int, base: Unicode.Scalar) -> String {
        guard value > 0 else { return "\(value)" }
        var number = value
        var letters: [Character] = []
        while number > 0 {
            number -= 1
            letters.insert(Character(Unicode.Scalar(base.value + UInt32(number % 26))!), at: 0)
            number /= 26
        }
        return String(letters)
    }

    private static func roman(_ value: Int) -> String {
        guard (1...3999).contains(value) else { return "\(value)" }
        let table: [(Int, String)] = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
                                      (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
        var number = value
        var text = ""
        for (amount, letters) in table {
            while number >= amount {
                text += letters
                number -= amount
            }
        }
        return text
    }
}
