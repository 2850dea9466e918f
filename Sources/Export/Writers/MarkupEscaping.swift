import DecorEngine

/// Escaping for each place reader-written text (quotes, notes, tags, titles) lands in an output, so no
/// note can add markup, script, front matter or a spreadsheet formula.
enum MarkupEscaping {
    /// Text for HTML element content and quoted attribute values: the templates' attribute escaping, which
    /// also keeps line breaks as character references and drops what XML forbids.
    static func html(_ text: String) -> String {
        ContextEscaping.attribute(text)
    }

    /// One line of Markdown inline text: HTML-significant characters as entities (Markdown passes raw HTML
    /// through), inline syntax backslash-escaped, and a leading block marker (`#`, `-`, `>`, `1.`, …)
    /// neutralised so the text cannot start a heading, list or quote.
    static func markdownLine(_ text: String) -> String {
        if isPlainMarkdown(text) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "~", "$", "|", "{", "}":
                result += "\\"
                result.unicodeScalars.append(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        let indent = result.prefix { $0 == " " || $0 == "\t" }
        let rest = result.dropFirst(indent.count)
        if let first = rest.first, "#-+=".contains(first) { return indent + "\\" + rest }
        let digits = rest.prefix(while: \.isNumber)
        if !digits.isEmpty, let mark = rest.dropFirst(digits.count).first, mark == "." || mark == ")" {
            return indent + digits + "\\" + rest.dropFirst(digits.count)
        }
        return result
    }

    /// Whether `markdownLine` leaves a text as it is (most quotes): no byte it escapes, and after the
    /// indent an ASCII character that cannot start a block (anything else takes the full path, which
    /// knows non-ASCII digits).
    private static func isPlainMarkdown(_ text: String) -> Bool {
        var atStart = true
        for byte in text.utf8 {
            if atStart, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
                guard byte < 0x80, !markdownBlockStarts[Int(byte)] else { return false }
                atStart = false
            }
            if byte < 0x80, markdownEscapedBytes[Int(byte)] { return false }
        }
        return true
    }

    private static let markdownEscapedBytes = asciiTable("&<>\\`*_[]~$|{}")
    private static let markdownBlockStarts = asciiTable("#-+=0123456789")

    private static func asciiTable(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 128)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }

    /// The lines of a text, each escaped for Markdown (CR, LF and Unicode line separators all split lines).
    static func markdownLines(_ text: String) -> [String] {
        // Bytes that are or may start a line break (U+0085 and U+2028/9 start with 0xC2 and 0xE2): without
        // them the text is one line, and splitting it by characters is the slow part.
        guard text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }) else {
            return [markdownLine(text)]
        }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { markdownLine(String($0)) }
    }

    /// A YAML scalar: a JSON string, which YAML reads as a double-quoted scalar; every line break and
    /// control character is escaped, so it cannot end the front matter.
    static func yaml(_ text: String) -> String {
        JSONWriter().string(.string(text))
    }

    /// A CSV cell (RFC 4180): quoted when needed; a cell a spreadsheet would run as a formula
    /// (`=`, `+`, `-`, `@`, tab, CR first) gets a leading `'`.
    static func csv(_ text: String) -> String {
        var cell = text
        if let first = cell.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { cell = "'" + cell }
        guard cell.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) || cell.hasPrefix(" ") || cell.hasSuffix(" ") else {
            return cell
        }
        return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
