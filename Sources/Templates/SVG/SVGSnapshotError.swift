/// Why a page could not be drawn: a style without a template, or layout input the writer refuses.
/// `code` is stable; the message names the page, run or font at fault.
public enum SVGSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    case template(TemplateError)
    /// A run's character positions do not give one position per Unicode scalar of its text.
    case characterPositions(page: Int, run: Int, scalars: Int, positions: Int)
    /// An embedded font's bytes are not a font decor can name a media type for, or are too large.
    case embeddedFont(family: String, reason: String)

    public var code: String {
        switch self {
        case .template(let error): error.code
        case .characterPositions, .embeddedFont: "invalidSnapshotInput"
        }
    }

    public var message: String {
        switch self {
        case .template(let error):
            error.message
        case let .characterPositions(page, run, scalars, positions):
            "page \(page + 1), text run \(run): \(positions) character positions for \(scalars) characters"
        case let .embeddedFont(family, reason):
            "embedded font \"\(family)\": \(reason)"
        }
    }

    public var description: String { message }
}
