import DOM

/// XML documents of a package (container.xml, OPF, encryption.xml) fail with the DOM's errors; these are
/// the codes users see for them.
extension DOMError: CodedError {
    public var code: String {
        switch self {
        case .malformed: "malformedXML"
        case .entityDeclarationRefused: "entityDeclarationRefused"
        case .tooLarge, .tooManyAttributes, .textNodeTooLong: "limitExceeded"
        case .offsetOutOfRange, .invalidRange: "invalidRange"
        case .invalidMutation: "invalidMutation"
        }
    }

    public var message: String { description }
}
