import DecorEngine
import Foundation

/// The lines `render` and `snapshot` write on stderr when some decorations were not drawn: how many, and
/// the first few reasons, so that nobody has to open report.json to learn that something went wrong.
enum FailedDecorationsNotice {
    /// How many reasons are listed before the rest are only counted.
    static let listed = 5

    static func lines(_ outcomes: [DecorationOutcome]) -> [String] {
        let failed = outcomes.filter { $0.error != nil }
        guard !failed.isEmpty else { return [] }
        var lines = ["decor: \(failed.count) of \(outcomes.count) decorations were not drawn:"]
        for outcome in failed.prefix(listed) {
            let name = outcome.id.isEmpty ? "a decoration" : "decoration \(quoted(outcome.id))"
            lines.append("  group \(quoted(outcome.group)), \(name): \(terminalSafe(outcome.error?.message ?? ""))")
        }
        if failed.count > listed {
            lines.append("  … and \(failed.count - listed) more")
        }
        return lines
    }

    static func write(_ outcomes: [DecorationOutcome], report: String? = nil) {
        var lines = lines(outcomes)
        guard !lines.isEmpty else { return }
        if let report { lines.append("  every outcome is in \(report)") }
        StandardError.write(lines.joined(separator: "\n") + "\n")
    }

    private static func quoted(_ value: String) -> String {
        "\"" + terminalSafe(value.count > 80 ? String(value.prefix(80)) + "…" : value) + "\""
    }

    /// Text from a decorations file or a publication, with control characters (terminal escapes among them)
    /// shown as `\u{…}` instead of being sent to the terminal.
    static func terminalSafe(_ text: String) -> String {
        var safe = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                safe += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }
}
