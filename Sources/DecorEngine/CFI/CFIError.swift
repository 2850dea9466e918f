/// Why a CFI could not be parsed, resolved or generated.
public enum CFIError: CodedError, Equatable, Sendable {
    /// The text is not an EPUB CFI; `position` is the 0-based character where parsing stopped.
    case syntax(cfi: String, position: Int, reason: String)
    /// The CFI parses but does not lead anywhere in this document.
    case unresolvable(cfi: String, document: String, reason: String)
    /// A range or position that has no CFI (outside the document element, …).
    case notExpressible(document: String, reason: String)

    public var code: String {
        switch self {
        case .syntax: "invalidCFI"
        case .unresolvable: "cfiNotFound"
        case .notExpressible: "invalidRange"
        }
    }

    public var message: String {
        switch self {
        case let .syntax(cfi, position, reason): "invalid CFI \"\(cfi)\" at offset \(position): \(reason)"
        case let .unresolvable(cfi, document, reason): "CFI \(cfi) does not resolve in \(document): \(reason)"
        case let .notExpressible(document, reason): "\(document): no CFI for this range: \(reason)"
        }
    }
}
