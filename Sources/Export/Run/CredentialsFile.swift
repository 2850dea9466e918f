import DecorEngine
import Foundation

/// The `--credentials` file: `{"<publication>": {"passphrase"|"password": "…"}}`, keyed by catalogue key
/// (or a publication's `credentials_ref`). Secrets never appear in argv, logs or outputs.
public struct CredentialsFile: Sendable {
    private let secrets: [String: String]

    public static let empty = CredentialsFile(secrets: [:])

    private init(secrets: [String: String]) {
        self.secrets = secrets
    }

    public init(contentsOf url: URL) throws(ExportError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .invalidCredentials(path: url.path, reason: "cannot read the credentials file")
        }
        guard let members = (try? JSONValue.parse(data))?.members else {
            throw .invalidCredentials(path: url.path, reason: "not a JSON object")
        }
        var secrets: [String: String] = [:]
        for member in members {
            guard let secret = member.value["passphrase"]?.stringValue ?? member.value["password"]?.stringValue else {
                throw .invalidCredentials(path: url.path, reason: "\"\(member.key)\" needs a passphrase or password string")
            }
            secrets[member.key] = secret
        }
        self.init(secrets: secrets)
    }

    /// The passphrase or password of a publication.
    public func secret(for publication: PublicationRecord) -> String? {
        secrets[publication.credentialsReference ?? publication.id]
    }
}
