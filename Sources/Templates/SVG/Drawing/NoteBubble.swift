import DecorModel

/// The bubble of a note decoration: the note's text, wrapped, in a rounded box tinted like the HTML
/// default (the tint at 0.3 over white, black 13px sans-serif text), above the range's box, or below it
/// when it would leave the page at the top; moved sideways to stay on the page.
///
/// SVG does not wrap text, so lines are broken here by character count, estimating 0.6em per character:
/// a viewer's font may draw them a little narrower or wider than the bubble.
enum NoteBubble {
    static let fontSize = 13.0
    static let lineHeight = fontSize * 1.35
    static let paddingInline = 8.0
    static let paddingBlock = 4.0
    static let gap = 4.0
    static let radius = 6.0
    static let characterWidth = fontSize * 0.6
    /// 20em of content, as the HTML bubble's max-width.
    static let maxCharactersPerLine = Int(20 * fontSize / characterWidth)
    /// A note longer than this is cut, the last line ending in an ellipsis.
    static let maxLines = 12

    static func element(text: String, box: Rect, tint: CSSColor, page: Rect) -> SVGElement {
        let lines = wrapped(text)
        let longest = lines.map(\.count).max() ?? 0
        let width = Double(max(1, longest)) * characterWidth + 2 * paddingInline
        let height = Double(lines.count) * lineHeight + 2 * paddingBlock
        let x = max(page.minX, min(box.minX, page.maxX - width))
        let above = box.minY - gap - height
        let y = above >= page.minY ? above : box.maxY + gap
        let frame = Rect(x: x, y: y, width: width, height: height)

        var group = SVGElement("g", ["class": "decor-note-bubble"])
        var shadow = SVGElement.rect(Rect(x: x, y: y + 1, width: width, height: height), radius: radius)
        shadow.fill(CSSColor(red: 0, green: 0, blue: 0), opacity: 0.2)
        var paper = SVGElement.rect(frame, radius: radius)
        paper.fill(CSSColor(red: 255, green: 255, blue: 255), opacity: 1)
        var tinted = SVGElement.rect(frame, radius: radius)
        tinted.fill(tint, opacity: DefaultTemplates.fillAlpha)
        group.append(shadow)
        group.append(paper)
        group.append(tinted)
        for (index, line) in lines.enumerated() {
            var text = SVGElement("text")
            text.set("x", x + paddingInline)
            text.set("y", y + paddingBlock + lineHeight * (Double(index) + 0.5))
            text.set("font-family", "sans-serif")
            text.set("font-size", fontSize)
            text.set("dominant-baseline", "central")
            text.set("fill", "#000000")
            text.append(spacedText: line)
            group.append(text)
        }
        return group
    }

    /// The note's lines: its own line breaks kept, long lines broken at spaces (or inside words longer
    /// than a line), at most `maxLines`.
    static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        paragraphs: for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = ""
            for word in paragraph.split(omittingEmptySubsequences: false, whereSeparator: { $0 == " " || $0 == "\t" }) {
                guard lines.count <= maxLines else { break paragraphs }
                var characters = Array(word)
                if line.isEmpty, characters.count <= maxCharactersPerLine {
                    line = String(characters)
                    continue
                }
                if line.count + 1 + characters.count <= maxCharactersPerLine {
                    line += " " + String(characters)
                    continue
                }
                if !line.isEmpty { lines.append(line) }
                while characters.count > maxCharactersPerLine, lines.count <= maxLines {
                    lines.append(String(characters.prefix(maxCharactersPerLine)))
                    characters.removeFirst(maxCharactersPerLine)
                }
                line = String(characters.prefix(maxCharactersPerLine))
            }
            lines.append(line)
        }
        guard lines.count > maxLines else { return lines }
        return Array(lines.prefix(maxLines - 1)) + [String(lines[maxLines - 1].prefix(maxCharactersPerLine - 1)) + "…"]
    }
}
