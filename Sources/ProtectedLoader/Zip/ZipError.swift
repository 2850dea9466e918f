/// Why a ZIP archive or one of its entries could not be read. Every case names the archive and, when one is
/// at fault, the entry, so that a message points at the file a person can inspect.
public enum ZipError: CodedError, Sendable, Equatable {
    /// No end-of-central-directory record: the bytes are not a ZIP archive.
    case notAZip(archive: String, reason: String)
    /// The archive ends before a structure it declares.
    case truncated(archive: String, entry: String?, detail: String)
    /// A compression method or encryption scheme decor does not implement.
    case unsupportedMethod(archive: String, entry: String, method: String)
    /// An entry name that would leave the container (`..`, an absolute path, a drive letter).
    case unsafeEntryName(archive: String, entry: String)
    /// A bound of `ZipLimits` was reached: a zip bomb, or an archive too large to read safely.
    case limitExceeded(archive: String, entry: String?, limit: String)
    /// The entry is encrypted and no password was given.
    case passwordRequired(archive: String, entry: String)
    /// The password does not decrypt the entry.
    case incorrectPassword(archive: String, entry: String)
    /// Structures or checksums (CRC-32, WinZip AES authentication code) that do not add up.
    case corrupted(archive: String, entry: String?, reason: String)

    public var code: String {
        switch self {
        case .notAZip: "notAZip"
        case .truncated: "truncated"
        case .unsupportedMethod: "unsupportedMethod"
        case .unsafeEntryName: "unsafeEntryName"
        case .limitExceeded: "limitExceeded"
        case .passwordRequired: "passwordRequired"
        case .incorrectPassword: "incorrectPassword"
        case .corrupted: "corrupted"
        }
    }

    public var message: String {
        switch self {
        case let .notAZip(archive, reason):
            "\(archive): not a ZIP archive: \(reason)"
        case let .truncated(archive, entry, detail):
            "\(Self.place(archive, entry)): truncated: \(detail)"
        case let .unsupportedMethod(archive, entry, method):
            "\(archive) [\(entry)]: unsupported \(method)"
        case let .unsafeEntryName(archive, entry):
            "\(archive): entry name \"\(entry)\" would leave the container"
        case let .limitExceeded(archive, entry, limit):
            "\(Self.place(archive, entry)): refused, \(limit)"
        case let .passwordRequired(archive, entry):
            "\(archive) [\(entry)]: encrypted, a password is required"
        case let .incorrectPassword(archive, entry):
            "\(archive) [\(entry)]: incorrect password"
        case let .corrupted(archive, entry, reason):
            "\(Self.place(archive, entry)): corrupted: \(reason)"
        }
    }

    private static func place(_ archive: String, _ entry: String?) -> String {
        entry.map { "\(archive) [\($0)]" } ?? archive
    }
}
