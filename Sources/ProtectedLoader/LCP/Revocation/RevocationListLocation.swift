import Foundation

/// Where a certificate revocation list is published: a URL it is downloaded from (and cached until its
/// `nextUpdate`), or a local file read at each open.
public enum RevocationListLocation: Sendable, Hashable, CustomStringConvertible {
    case url(URL)
    case file(path: String)

    /// An `http(s)://` URL, or else a file path (what `--lcp-crl URL|FILE` takes).
    public init(parsing text: String) {
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            self = .url(url)
        } else {
            self = .file(path: text)
        }
    }

    /// The URL or path, as reports name the source.
    public var description: String {
        switch self {
        case let .url(url): url.absoluteString
        case let .file(path): path
        }
    }
}
