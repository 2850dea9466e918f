/// Why a document could not be parsed or used.
public enum DOMError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The bytes are not well-formed; `line` is 1-based when libxml2 knew it.
    case malformed(document: String, line: Int?, reason: String)
    /// The document declares entities. They are refused outright: expanding them is how billion-laughs
    /// and external-entity (XXE) attacks work, and XHTML content never needs them.
    case entityDeclarationRefused(document: String, entity: String)
    /// The document is larger than the parser accepts.
    case tooLarge(document: String, bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case let .malformed(document, line, reason):
            let place = line.map { "\(document):\($0)" } ?? document
            return "\(place): not well-formed: \(reason)"
        case let .entityDeclarationRefused(document, entity):
            return "\(document): declares the entity '\(entity)'; entity declarations are refused (no DTD expansion)"
        case let .tooLarge(document, bytes, limit):
            return "\(document): \(bytes) bytes is over the parser's limit of \(limit)"
        }
    }
}
