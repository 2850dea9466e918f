import DecorEngine
import Foundation

/// The `--tokens` file: `{"<bearer token>": "<reader id>"}`.
public enum TokensFile {
    public static func readersByToken(path: String) throws -> [String: String] {
        var readers: [String: String] = [:]
        for member in try CredentialsFile.object(at: path) {
            guard let reader = member.value.stringValue, !reader.isEmpty, !member.key.isEmpty else {
                throw ServerInputError(path: path, reason: "each token maps to a reader id string")
            }
            readers[member.key] = reader
        }
        return readers
    }
}
