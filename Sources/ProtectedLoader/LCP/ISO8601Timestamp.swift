import Foundation

/// Parses the ISO 8601 date-times licenses carry: `YYYY-MM-DDThh:mm:ss`, optional fractional seconds of any
/// precision (Go servers write nanoseconds), and `Z`, `±hh:mm`, `±hhmm` or no offset (read as UTC).
/// Foundation's formatters accept only some of these forms, hence this small parser.
enum ISO8601Timestamp {
    static func parse(_ text: String) -> Date? {
        var scanner = Substring(text).utf8[...]
        guard
            let year = number(&scanner, digits: 4), literal(&scanner, "-"),
            let month = number(&scanner, digits: 2), literal(&scanner, "-"),
            let day = number(&scanner, digits: 2), literal(&scanner, "T") || literal(&scanner, "t"),
            let hour = number(&scanner, digits: 2), literal(&scanner, ":"),
            let minute = number(&scanner, digits: 2), literal(&scanner, ":"),
            let second = number(&scanner, digits: 2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if literal(&scanner, ".") || literal(&scanner, ",") {
            var scale = 0.1
            var sawDigit = false
            while let byte = scanner.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                fraction += Double(byte - UInt8(ascii: "0")) * scale
                scale /= 10
                sawDigit = true
                scanner.removeFirst()
            }
            guard sawDigit else { return nil }
        }
        guard let offset = offsetSeconds(&scanner), scanner.isEmpty else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return Date(timeIntervalSince1970: seconds)
    }

    private static func offsetSeconds(_ scanner: inout Substring.UTF8View.SubSequence) -> Int? {
        if scanner.isEmpty { return 0 }
        if literal(&scanner, "Z") || literal(&scanner, "z") { return 0 }
        let sign: Int
        if literal(&scanner, "+") { sign = 1 } else if literal(&scanner, "-") { sign = -1 } else { return nil }
        guard let hours = number(&scanner, digits: 2) else { return nil }
        _ = literal(&scanner, ":")
        guard let minutes = number(&scanner, digits: 2), hours < 24, minutes < 60 else { return nil }
        return sign * (hours * 3600 + minutes * 60)
    }

    private static func number(_ scanner: inout Substring.UTF8View.SubSequence, digits: Int) -> Int? {
        var value = 0
        for _ in 0..<digits {
            guard let byte = scanner.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            scanner.removeFirst()
        }
        return value
    }

    private static func literal(_ scanner: inout Substring.UTF8View.SubSequence, _ character: Unicode.Scalar) -> Bool {
        guard scanner.first == UInt8(ascii: character) else { return false }
        scanner.removeFirst()
        return true
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
