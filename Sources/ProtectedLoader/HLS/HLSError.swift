import Foundation

/// Why an HLS playlist, key or segment could not be used. Every case names the URL (and the line, for
/// a playlist); none carries a key or a token.
public enum HLSError: CodedError, Sendable, Equatable {
    /// The document breaks RFC 8216 (no `#EXTM3U`, a malformed tag or attribute).
    case invalidPlaylist(url: String, line: Int, reason: String)
    /// The playlist is larger than `HLSLimits` allow.
    case limitExceeded(url: String, reason: String)
    /// A segment, variant or key URI that is not http or https (`file:`, `data:`…) is never followed; an
    /// `skd://` key URI is accepted as the identifier of a key server's key, and refused here when it names nothing.
    case unsupportedURI(url: String, line: Int, uri: String)
    /// A variant is itself a master playlist, or leads back to where it came from.
    case recursiveVariant(url: String, variant: String)
    /// The master playlist lists no variant.
    case noVariant(url: String)
    /// The segment index is out of range.
    case noSuchSegment(url: String, index: Int, count: Int)
    /// Segments are encrypted with a method decor cannot decrypt (`SAMPLE-AES`, vendor schemes).
    case unsupportedMethod(url: String, method: String)
    /// A key was needed but the playlists name none that decor can fetch.
    case noKey(url: String)
    /// The key server refused or answered something that is not a key.
    case keyRefused(url: String, reason: String)
    /// The key-server file is not what the contract describes.
    case invalidKeyServerFile(path: String, reason: String)
    /// Decryption gave bytes that are not a clear segment: the key (or IV) is wrong.
    case wrongKey(url: String, reason: String)

    /// The stable identifier the CLI prints.
    public var code: String {
        switch self {
        case .invalidPlaylist: "invalidPlaylist"
        case .limitExceeded: "limitExceeded"
        case .unsupportedURI: "unsupportedURI"
        case .recursiveVariant: "recursiveVariant"
        case .noVariant: "noVariant"
        case .noSuchSegment: "noSuchSegment"
        case .unsupportedMethod: "unsupportedProtection"
        case .noKey: "noKey"
        case .keyRefused: "keyRefused"
        case .invalidKeyServerFile: "invalidKeyServerFile"
        case .wrongKey: "incorrectKey"
        }
    }

    /// One line naming the URL (and line) at fault.
    public var message: String {
        switch self {
        case let .invalidPlaylist(url, line, reason): "\(url), line \(line): \(reason)"
        case let .limitExceeded(url, reason): "\(url): \(reason)"
        case let .unsupportedURI(url, line, uri):
            "\(url), line \(line): \(uri) is not an http or https URI; decor follows no other"
        case let .recursiveVariant(url, variant): "\(url): the variant \(variant) is not a media playlist"
        case let .noVariant(url): "\(url): the master playlist lists no variant"
        case let .noSuchSegment(url, index, count): "\(url): no segment \(index) (the playlist has \(count))"
        case let .unsupportedMethod(url, method): "\(url): segments encrypted with \(method) cannot be decrypted (AES-128 only)"
        case let .noKey(url): "\(url): the segment is encrypted but its key has no URI"
        case let .keyRefused(url, reason): "\(url): no content key: \(reason)"
        case let .invalidKeyServerFile(path, reason): "\(path): invalid key-server file: \(reason)"
        case let .wrongKey(url, reason): "\(url): the key does not decrypt this segment (\(reason))"
        }
    }

    /// Whether this is about protection (a refused, missing or wrong key; an unsupported method) rather
    /// than about the input: the CLI exits 3 for these.
    public var isProtectionError: Bool {
        switch self {
        case .unsupportedMethod, .noKey, .keyRefused, .wrongKey: true
        default: false
        }
    }
}
