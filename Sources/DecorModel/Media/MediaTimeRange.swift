import JSON

/// A time range of an audio or video resource, from a W3C Media Fragment's temporal dimension
/// (`t=10,20`, `t=npt:1:02.5,1:10`, `t=30` to the end), in seconds.
public struct MediaTimeRange: Sendable, Equatable {
    /// Seconds from the start of the resource.
    public var start: Double
    /// nil when the fragment runs to the end of the resource.
    public var end: Double?

    /// A range made in code.
    public init(start: Double, end: Double?) {
        self.start = start
        self.end = end
    }

    /// The range of a locator: the first `t=` fragment of `locations.fragments` (a leading `#` is
    /// accepted). nil when the locator has none; an error when the one it has is malformed.
    public init?(locator: JSONValue) throws(MediaFragmentError) {
        guard case let .array(fragments)? = locator["locations"]?["fragments"] else { return nil }
        for fragment in fragments.compactMap(\.stringValue) {
            let text = fragment.hasPrefix("#") ? fragment.dropFirst() : Substring(fragment)
            for dimension in text.split(separator: "&") where dimension.hasPrefix("t=") {
                self = try Self(temporal: dimension.dropFirst(2), fragment: fragment)
                return
            }
        }
        return nil
    }

    /// Parses the value of `t=`: `[npt:]start[,end]` or `[npt:],end`.
    public init(temporal value: Substring, fragment: String) throws(MediaFragmentError) {
        var times = value
        if times.hasPrefix("npt:") { times = times.dropFirst(4) }
        let parts = times.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
        let start = parts[0].isEmpty && parts.count == 2 ? 0 : Self.seconds(parts[0])
        let end = parts.count == 2 ? Self.seconds(parts[1]) : nil
        guard let start, parts.count == 1 || end != nil else {
            throw MediaFragmentError(fragment: fragment, reason: "not a normal play time (seconds, mm:ss or hh:mm:ss, optionally npt:)")
        }
        if let end, end <= start {
            throw MediaFragmentError(fragment: fragment, reason: "the end is not after the start")
        }
        self.init(start: start, end: end)
    }

    /// npt-sec (`12.5`), npt-mmss (`1:02.5`) or npt-hhmmss (`1:01:02.5`).
    private static func seconds(_ text: Substring) -> Double? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count), let last = fields.last, isDecimal(last) else { return nil }
        guard let seconds = Double(last) else { return nil }
        var wholes: [Int] = []
        for field in fields.dropLast() {
            guard !field.isEmpty, field.allSatisfy(\.isASCIIDigit), field.count <= 9, let value = Int(field) else { return nil }
            wholes.append(value)
        }
        if fields.count > 1 {
            // In the clock forms, minutes and seconds are two digits below 60.
            guard last.prefix(while: \.isASCIIDigit).count == 2, seconds < 60 else { return nil }
            if fields.count == 3, !(fields[1].count == 2 && wholes[1] < 60) { return nil }
        }
        return wholes.reduce(0) { $0 * 60 + Double($1) } * 60 + seconds
    }

    private static func isDecimal(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return !parts[0].isEmpty && parts[0].count <= 12 && parts[0].allSatisfy(\.isASCIIDigit)
            && (parts.count == 1 || parts[1].count <= 9 && parts[1].allSatisfy(\.isASCIIDigit))
    }
}

/// A `t=` Media Fragment that cannot be read.
public struct MediaFragmentError: Error, Sendable, Equatable {
    /// The fragment as written.
    public var fragment: String
    /// What is wrong with it.
    public var reason: String

    /// One line naming the fragment.
    public var message: String { "the media fragment \"\(fragment.prefix(80))\" is invalid: \(reason)" }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
