import Foundation

/// The one spelling of times in sources, manifests and outputs: ISO 8601 in UTC with milliseconds
/// (`2026-11-25T21:55:34.000Z`), which sorts as text in SQLite and PostgreSQL alike.
public enum ExportTimestamp {
    /// Normalizes an ISO 8601 date-time (any offset, with or without fractional seconds) or a plain date;
    /// nil when `text` is none of these.
    public static func normalize(_ text: String) -> String? {
        parse(text).map(format)
    }

    /// `date` in the normalized spelling.
    public static func format(_ date: Date) -> String {
        // Rounded to the nearest millisecond: a parsed `.123` is a binary fraction just below it.
        let total = Int64((date.timeIntervalSince1970 * 1000).rounded())
        var seconds = time_t((total - ((total % 1000) + 1000) % 1000) / 1000)
        let milliseconds = Int(((total % 1000) + 1000) % 1000)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec), milliseconds)
    }

    /// The time `text` denotes, or nil.
    public static func parse(_ text: String) -> Date? {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        // Microseconds (Hypothesis writes them) are cut to milliseconds, which is all the formatter reads.
        if let fraction = trimmed.range(of: #"\.[0-9]{4,}"#, options: .regularExpression) {
            trimmed.replaceSubrange(trimmed.index(fraction.lowerBound, offsetBy: 4)..<fraction.upperBound, with: "")
        }
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime], [.withFullDate]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }
}
