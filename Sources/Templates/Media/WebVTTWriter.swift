/// Writes media decorations as a WebVTT file: one cue per decoration, timed by its Media Fragment, its
/// note as the cue text, its id as the cue identifier (when WebVTT can carry it). Text is escaped so that
/// nothing in a note can end a cue early or open a tag.
public enum WebVTTWriter {
    /// The WebVTT file of `decorations`' cues, in their time order.
    public static func document(_ decorations: MediaDecorations) -> String {
        var output = "WEBVTT\n"
        for cue in decorations.cues {
            output += "\n"
            if isUsableIdentifier(cue.decoration.id) { output += cue.decoration.id + "\n" }
            output += "\(timestamp(cue.start)) --> \(timestamp(cue.end))\n"
            let text = escaped(cue.text)
            output += text.isEmpty ? "" : text + "\n"
        }
        return output
    }

    /// `hh:mm:ss.ttt`, rounded to the millisecond.
    static func timestamp(_ seconds: Double) -> String {
        let milliseconds = Int((max(0, seconds) * 1000).rounded())
        let hours = milliseconds / 3_600_000, minutes = milliseconds / 60_000 % 60
        let wholeSeconds = milliseconds / 1000 % 60, fraction = milliseconds % 1000
        return "\(pad(hours, 2)):\(pad(minutes, 2)):\(pad(wholeSeconds, 2)).\(pad(fraction, 3))"
    }

    /// Cue text: `&`, `<` and `>` as character references (so `-->` cannot appear) and what XML forbids
    /// replaced, as in HTML text; one line per line of the note with blank lines dropped (a blank line
    /// ends a cue).
    static func escaped(_ text: String) -> String {
        ContextEscaping.text(text).split(whereSeparator: \.isNewline)
            .filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n")
    }

    /// A cue identifier is one line that does not contain `-->`.
    private static func isUsableIdentifier(_ id: String) -> Bool {
        !id.isEmpty && !id.contains("-->") && !id.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\0" })
            && !id.allSatisfy(\.isWhitespace)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
