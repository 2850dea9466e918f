import Foundation
import DOM

/// The text of a list item's marker, as browsers write it for the common `list-style-type` values:
/// a bullet and a space, or the item's number in its counter style followed by ". ".
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

    /// The item's number: its `value`, else one more than the previous item's, starting at the list's
    /// `start` (1 by default). Both attributes are 32-bit integers, as HTML parses them (a value out of that
    /// range is ignored), so the count added to them cannot overflow.
    static func ordinal(of item: Node) -> Int {
        var count = 0
        var sibling: Node? = item
        while let current = sibling {
            if let value = current.attribute("value").flatMap({ Int32($0.trimmingCharacters(in: .whitespaces)).map(Int.init) }) {
                return value + count
            }
            if current.localName == "li" { count += 1 }
            sibling = current.previousElementSibling
        }
        let start = item.parentElement?.attribute("start").flatMap { Int32($0.trimmingCharacters(in: .whitespaces)).map(Int.init) } ?? 1
        return start + count - 1
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
