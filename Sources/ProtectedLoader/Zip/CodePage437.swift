/// IBM PC code page 437, the encoding APPNOTE prescribes for entry names without the UTF-8 flag. Its
/// lower half is ASCII; the upper half is the table below (accented letters, box drawing, Greek, symbols).
enum CodePage437 {
    private static let upperHalf: [Character] = Array([
        "ÇüéâäàåçêëèïîìÄÅ",
        "ÉæÆôöòûùÿÖÜ¢£¥₧ƒ",
        "áíóúñÑªº¿⌐¬½¼¡«»",
        "░▒▓│┤╡╢╖╕╣║╗╝╜╛┐",
        "└┴┬├─┼╞╟╚╔╩╦╠═╬╧",
        "╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀",
        "αßΓπΣσµτΦΘΩδ∞φε∩",
        "≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u{A0}",
    ].joined())

    static func decode(_ bytes: some Sequence<UInt8>) -> String {
        String(bytes.map { $0 < 0x80 ? Character(Unicode.Scalar($0)) : upperHalf[Int($0 - 0x80)] })
    }
}
