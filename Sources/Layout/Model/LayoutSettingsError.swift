/// Why reading settings cannot be used; `code` and `message` are what the CLI prints.
public enum LayoutSettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    case invalidViewport(String)
    /// A CSS value given for a setting (`fontSize`, `lineHeight`) that is not a plain CSS value.
    case invalidCSSValue(setting: String, value: String)
    case invalidGap(Double)
    case noViewport
    /// The forced font file is missing, unreadable, too large or of a kind browsers do not load.
    case unusableFont(path: String, reason: String)
    /// A ReadiumCSS stylesheet that is missing, unreadable or too large.
    case unreadableReadiumCSS(path: String)
    /// A `--setting` that is not `NAME=VALUE` with a known name and a plain value.
    case invalidReadiumSetting(String)

    public var code: String {
        if case .unusableFont = self { "unusableFont" } else { "invalidSettings" }
    }

    public var message: String {
        switch self {
        case let .invalidViewport(text):
            "viewport '\(text)' is not WxH with sides from 1 to \(Viewport.maximumSide) px"
        case let .invalidCSSValue(setting, value):
            "\(setting) '\(value)' is not a CSS number, length, percentage or keyword"
        case let .invalidGap(gap):
            "gap \(gap) must be a number of px from 0 to less than the narrowest viewport's width"
        case .noViewport:
            "at least one viewport is needed"
        case let .unusableFont(path, reason):
            "font \(path): \(reason)"
        case let .unreadableReadiumCSS(path):
            "ReadiumCSS stylesheet \(path) is missing, unreadable or over \(ReadiumCSS.maximumSheetBytes) bytes"
        case let .invalidReadiumSetting(text):
            "setting '\(text)' is not NAME=VALUE with NAME one of "
                + ReadiumSetting.Name.allCases.map(\.rawValue).joined(separator: ", ")
                + " and a plain CSS value (theme: day, night or sepia)"
        }
    }

    public var description: String { message }
}
