/// A document that no engine can lay out.
public enum LayoutDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// The document is readable but larger, in some way the reason says, than layout accepts.
    case limitExceeded(path: String, reason: String)

    public var code: String {
        switch self {
        case .unreadable: "unreadableDocument"
        case .limitExceeded: "limitExceeded"
        }
    }

    public var message: String {
        switch self {
        case let .unreadable(path, reason), let .limitExceeded(path, reason): "\(path): \(reason)"
        }
    }

    public var description: String { message }
}
