import Foundation

/// A SMIL 3.0 clock value, the form EPUB's `media:duration` takes (Media Overlays 3.3): `1:02:03.5`
/// (full), `02:03.5` (partial) or a timecount such as `3.5s`, `90min`, `1.5h`, `500ms` or a bare `12.3`
/// (seconds).
enum SMILClockValue {
    /// The value in seconds; nil when the text is not a clock value (or too large to be one).
    static func seconds(_ text: String) -> Double? {
        let value = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        let parts = value.split(separator: ":", omittingEmptySubsequences: false)
        let seconds: Double?
        switch parts.count {
        case 1: seconds = timecount(value)
        case 2, 3: seconds = clock(hours: parts.count == 3 ? parts[0] : nil, minutes: parts[parts.count - 2], seconds: parts[parts.count - 1])
        default: seconds = nil
        }
        return seconds.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Hours of any number of digits; minutes and whole seconds of two digits, below 60.
    private static func clock(hours: Substring?, minutes: Substring, seconds: Substring) -> Double? {
        guard minutes.count == 2, let minuteCount = Int(minutes), minutes.allSatisfy(\.isASCIIDigit), minuteCount < 60,
              seconds.prefix(while: \.isASCIIDigit).count == 2, let secondCount = decimal(seconds), secondCount < 60 else { return nil }
        var hourCount = 0.0
        if let hours {
            guard let whole = decimal(hours), !hours.contains(".") else { return nil }
            hourCount = whole
        }
        return (hourCount * 60 + Double(minuteCount)) * 60 + secondCount
    }

    /// `12` or `12.5`, optionally followed by `h`, `min`, `s` or `ms`.
    private static func timecount(_ text: Substring) -> Double? {
        for (metric, scale) in [("min", 60.0), ("ms", 0.001), ("h", 3600.0), ("s", 1.0)] where text.hasSuffix(metric) {
            return decimal(text.dropLast(metric.count)).map { $0 * scale }
        }
        return decimal(text)
    }

    /// Digits with at most one `.` between digits: no sign, exponent, `inf` or `nan`.
    private static func decimal(_ text: Substring) -> Double? {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        return Double(text)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
