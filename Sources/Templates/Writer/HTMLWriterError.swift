/// Why a whole document could not be written (a single decoration's problem is a `RejectedDecoration`).
public enum HTMLWriterError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document has no `<body>` (an SVG or plain XML resource): there is nowhere to put containers.
    case noBody(document: String)
    /// The tree refused a change or could not be serialized.
    case cannotWrite(document: String, reason: String)

    public var code: String {
        switch self {
        case .noBody: "documentHasNoBody"
        case .cannotWrite: "cannotWriteDocument"
        }
    }

    public var message: String {
        switch self {
        case let .noBody(document): "\(document): no <body> element to write decorations into"
        case let .cannotWrite(document, reason): "\(document): cannot write the decorated document: \(reason)"
        }
    }

    public var description: String { message }
}
