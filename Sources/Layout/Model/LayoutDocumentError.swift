/// A document that no engine can lay out.
public enum LayoutDocumentError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadable(path: String, reason: String)

    public var code: String { "unreadableDocument" }

    public var message: String {
        switch self {
        case let .unreadable(path, reason): "\(path): \(reason)"
        }
    }

    public var description: String { message }
}
