/// Why a PDF could not be read. `code` is stable; the message names the file.
public enum PDFError: CodedError, Sendable, Equatable {
    /// Neither the user nor the owner password opens the file.
    case incorrectPassword(name: String)
    /// The file is damaged beyond what qpdf recovers: broken cross-reference table, bad objects.
    case unreadable(name: String, reason: String)
    /// The PDF uses a feature qpdf does not read (an unknown security handler, say).
    case unsupported(name: String, reason: String)
    /// Larger than decor reads as one publication.
    case tooLarge(name: String, bytes: UInt64, limit: UInt64)

    public var code: String {
        switch self {
        case .incorrectPassword: "incorrectCredentials"
        case .unreadable: "invalidPDF"
        case .unsupported: "unsupportedPDF"
        case .tooLarge: "limitExceeded"
        }
    }

    public var message: String {
        switch self {
        case let .incorrectPassword(name): "\(name): the PDF's password is incorrect"
        case let .unreadable(name, reason): "\(name): not a readable PDF: \(reason)"
        case let .unsupported(name, reason): "\(name): unsupported PDF: \(reason)"
        case let .tooLarge(name, bytes, limit): "\(name): \(bytes) bytes is over the limit of \(limit) for a PDF"
        }
    }
}
