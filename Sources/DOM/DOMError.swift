/// Why a document could not be parsed or used.
public enum DOMError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The bytes are not well-formed; `line` is 1-based when libxml2 knew it.
    case malformed(document: String, line: Int?, reason: String)
    /// The document declares entities. They are refused outright: expanding them is how billion-laughs
    /// and external-entity (XXE) attacks work, and XHTML content never needs them.
    case entityDeclarationRefused(document: String, entity: String)
    /// The document is larger than the parser accepts.
    case tooLarge(document: String, bytes: Int, limit: Int)
    /// A text node is longer than libxml2's HTML parser accepts (`XML_MAX_TEXT_LENGTH` bytes); it would
    /// otherwise stop reading there and return the document cut short without saying so.
    case textNodeTooLong(document: String, line: Int?, limit: Int)
    /// An element has more attributes than the parser accepts (`CrowdedStartTag.maximumAttributes`).
    case tooManyAttributes(document: String, line: Int, attributes: Int, limit: Int)
    /// A DOM offset past the end of its container.
    case offsetOutOfRange(document: String, path: [Int], offset: Int, length: Int)
    /// Range boundaries that do not make a range.
    case invalidRange(document: String, reason: String)
    /// A mutation the tree cannot take (inserting into a text node, wrapping the document node…).
    case invalidMutation(document: String, reason: String)

    public var description: String {
        switch self {
        case let .malformed(document, line, reason):
            let place = line.map { "\(document):\($0)" } ?? document
            return "\(place): not well-formed: \(reason)"
        case let .entityDeclarationRefused(document, entity):
            return "\(document): declares the entity '\(entity)'; entity declarations are refused (no DTD expansion)"
        case let .tooLarge(document, bytes, limit):
            return "\(document): \(bytes) bytes is over the parser's limit of \(limit)"
        case let .textNodeTooLong(document, line, limit):
            let place = line.map { "\(document):\($0)" } ?? document
            return "\(place): a text node is longer than the parser's limit of \(limit) bytes; split the text into paragraphs"
        case let .tooManyAttributes(document, line, attributes, limit):
            return "\(document):\(line): an element has \(attributes) attributes, over the parser's limit of \(limit)"
        case let .offsetOutOfRange(document, path, offset, length):
            return "\(document): offset \(offset) is outside the node at \(path) (length \(length))"
        case let .invalidRange(document, reason):
            return "\(document): invalid range: \(reason)"
        case let .invalidMutation(document, reason):
            return "\(document): cannot change the tree: \(reason)"
        }
    }
}
