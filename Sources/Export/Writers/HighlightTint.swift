import DecorEngine

/// A highlight's colour as outputs may use it: the reader's tint when it is a valid CSS colour (never
/// copied as written), else the default yellow.
enum HighlightTint {
    static let defaultColor = CSSColor(red: 255, green: 215, blue: 0)

    static func color(of record: HighlightRecord) -> CSSColor {
        record.tint.flatMap(CSSColorParser.parse) ?? defaultColor
    }

    /// `#rrggbb`, opaque. A tint written that way already is only lowercased: parsing it as CSS was a
    /// thirtieth of an export.
    static func hex(of record: HighlightRecord) -> String {
        if let tint = record.tint, tint.utf8.count == 7, tint.utf8.first == UInt8(ascii: "#"),
           tint.utf8.dropFirst().allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) {
            return tint.lowercased()
        }
        let color = color(of: record)
        var text = "#"
        for value in [color.red, color.green, color.blue] {
            text.unicodeScalars.append(hexDigits[Int(value >> 4)])
            text.unicodeScalars.append(hexDigits[Int(value & 0x0F)])
        }
        return text
    }

    private static let hexDigits = Array("0123456789abcdef".unicodeScalars)

    /// The nearest of calibre's builtin highlight colours.
    static func calibreName(of record: HighlightRecord) -> String {
        let color = color(of: record)
        let named: [(String, (Int, Int, Int))] = [
            ("yellow", (255, 255, 0)), ("green", (0, 200, 0)), ("blue", (0, 120, 255)), ("red", (255, 0, 0)),
            ("purple", (160, 32, 240)),
        ]
        return named.min { lhs, rhs in
            distance(color, lhs.1) < distance(color, rhs.1)
        }!.0
    }

    private static func distance(_ color: CSSColor, _ rgb: (Int, Int, Int)) -> Int {
        let red = Int(color.red) - rgb.0, green = Int(color.green) - rgb.1, blue = Int(color.blue) - rgb.2
        return red * red + green * green + blue * blue
    }
}
