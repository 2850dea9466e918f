import Foundation

/// A package seen through its LCP license: resources the license's content key encrypts are decrypted
/// when the license is unlocked and refused with the license's error when it is not; every other entry
/// (the package document, the license itself, obfuscated fonts) passes through untouched.
struct LCPContainer: Container {
    enum Access: Sendable {
        case unlocked(contentKey: Data)
        case locked(LCPError)
    }

    let base: Container
    let encrypted: LCPEncryptedEntries
    let access: Access

    var name: String { base.name }
    var paths: [String] { base.paths }

    func resource(at path: String) -> Resource? {
        guard let resource = base.resource(at: path) else { return nil }
        guard let entry = encrypted[path] else { return resource }
        switch access {
        case let .unlocked(contentKey): return LCPDecryptedResource(base: resource, entry: entry, contentKey: contentKey)
        case let .locked(error): return LCPLockedResource(path: path, error: error)
        }
    }
}
