import DecorEngine
import Foundation

/// The `--credentials` file, in the export command's format: `{"<publication path>": {"passphrase"|"password":
/// "…"}}`. Credentials come from this file only, never from the command line, so they stay out of `ps`.
public struct CredentialsFile: Sendable {
    private let secrets: [String: String]

    /// Reads the file at `path`; a malformed entry is an error that names the file, not the secret.
    public init(path: String) throws {
        var secrets: [String: String] = [:]
        for member in try Self.object(at: path) {
            guard let entry = member.value.members, entry.count == 1,
                  let kind = entry.first?.key, kind == "passphrase" || kind == "password",
                  let secret = entry.first?.value.stringValue
            else {
                throw ServerInputError(path: path, reason: "each publication maps to {\"passphrase\": …} or {\"password\": …}")
            }
            secrets[Self.key(member.key)] = secret
        }
        self.secrets = secrets
    }

    /// The passphrase or password for the publication at `location`, by its path as given or resolved.
    public func credentials(for location: String) -> String? {
        secrets[Self.key(location)]
    }

    private static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// A small JSON object file's members.
    static func object(at path: String) throws -> [JSONMember] {
        guard let data = FileManager.default.contents(atPath: path), data.count <= 16 << 20 else {
            throw ServerInputError(path: path, reason: "cannot read the file")
        }
        guard let members = (try? JSONValue.parse(data))?.members else {
            throw ServerInputError(path: path, reason: "not a JSON object")
        }
        return members
    }
}
