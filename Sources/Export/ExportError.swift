import DecorEngine

/// Why an export (or an import) as a whole cannot go on. Per-highlight problems are never errors: they
/// are orphans or rejected lines in the report.
public enum ExportError: CodedError, Sendable {
    /// The source cannot be opened or read (a missing file, a database that is not decor's, a refused connection).
    case unreadableSource(location: String, reason: String)
    /// The source holds something decor cannot read.
    case invalidSource(reason: String)
    /// The credentials file is unreadable or not `{"<publication>": {"passphrase"|"password": "…"}}`.
    case invalidCredentials(path: String, reason: String)
    /// An output file or folder cannot be written.
    case cannotWrite(path: String, reason: String)
    /// The manifest of a previous run cannot be used to resume.
    case invalidManifest(path: String, reason: String)
    /// An option value that cannot be used (`--since`, `--shard`, `--format`, `--template`).
    case invalidOption(name: String, reason: String)
    /// A `--template` file that cannot be read or is not a valid Mustache template (with the line, when known).
    case invalidTemplate(path: String, line: Int?, reason: String)

    public var code: String {
        switch self {
        case .unreadableSource: "unreadableSource"
        case .invalidSource: "invalidSource"
        case .invalidCredentials: "invalidCredentials"
        case .cannotWrite: "cannotWrite"
        case .invalidManifest: "invalidManifest"
        case .invalidOption: "invalidOption"
        case .invalidTemplate: "invalidTemplate"
        }
    }

    public var message: String {
        switch self {
        case let .unreadableSource(location, reason): "\(location): cannot read the highlights source: \(reason)"
        case let .invalidSource(reason): "the highlights source is invalid: \(reason)"
        case let .invalidCredentials(path, reason): "\(path): \(reason)"
        case let .cannotWrite(path, reason): "\(path): cannot write: \(reason)"
        case let .invalidManifest(path, reason): "\(path): cannot resume from this manifest: \(reason)"
        case let .invalidOption(name, reason): "--\(name): \(reason)"
        case let .invalidTemplate(path, line, reason): "\(path)\(line.map { ":\($0)" } ?? ""): invalid template: \(reason)"
        }
    }
}
