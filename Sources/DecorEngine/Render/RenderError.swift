/// Why a render could not run or could not write its output (a single decoration's problem is a
/// `DecorationError` in the report instead).
public enum RenderError: CodedError, Sendable, Equatable {
    /// The publication's protected content cannot be read: its protection left it restricted.
    case restricted(publication: String, reason: String)
    /// The output folder is the input, lies inside it, or would replace it.
    case outputOverlapsInput(output: String, input: String)
    /// A path to write is not a plain path inside the output folder (`..`, an absolute path, a symbolic link).
    case unsafeOutputPath(String)
    /// A file or folder of the output could not be written.
    case cannotWrite(path: String, reason: String)
    /// The href is not a content document of the publication's reading order.
    case notInReadingOrder(href: String, nearest: [String])
    /// The publication has no resource at the href (neither in its reading order nor among its resources).
    case resourceNotFound(publication: String, href: String, nearest: [String])

    public var code: String {
        switch self {
        case .restricted: "restricted"
        case .outputOverlapsInput: "outputOverlapsInput"
        case .unsafeOutputPath: "unsafeOutputPath"
        case .cannotWrite: "cannotWriteOutput"
        case .notInReadingOrder, .resourceNotFound: "resourceNotFound"
        }
    }

    public var message: String {
        switch self {
        case let .restricted(publication, reason):
            "\(publication): the publication is restricted, its content cannot be rendered (\(reason))"
        case let .outputOverlapsInput(output, input):
            "the output folder \(output) would overwrite the input \(input); choose another folder"
        case let .unsafeOutputPath(path):
            "refusing to write '\(path)': not a plain path inside the output folder"
        case let .cannotWrite(path, reason):
            "cannot write \(path): \(reason)"
        case let .notInReadingOrder(href, nearest):
            "'\(href)' is not in the reading order" + (nearest.isEmpty ? "" : " (nearest: \(nearest.joined(separator: ", ")))")
        case let .resourceNotFound(publication, href, nearest):
            "\(publication) has no resource at '\(href)'"
                + (nearest.isEmpty ? "" : "; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?")
        }
    }
}
