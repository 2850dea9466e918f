import Foundation

/// Recognises publications whose only protection is font obfuscation, so that `decor info` reports it.
/// The de-obfuscation itself is applied by `PublicationOpener` to every EPUB, whatever protects the rest
/// (an LCP package can obfuscate its fonts too).
public struct FontObfuscationProtection: ContentProtection {
    public init() {}

    public var scheme: ProtectionScheme { .obfuscation }

    public func open(_ asset: ProtectionAsset, options: OpeningOptions) throws -> ProtectedAsset? {
        guard case let .container(container) = asset else { return nil }
        let encryption = try EncryptionDocument.read(from: container)
        guard !encryption.entries.isEmpty,
              encryption.entries.values.allSatisfy({ FontObfuscation(algorithm: $0.algorithm) != nil })
        else { return nil }
        return ProtectedAsset(
            container: container,
            state: ProtectionState(
                scheme: .obfuscation, name: "EPUB font obfuscation", error: nil,
                credentials: nil, rights: UnrestrictedRights(), license: nil))
    }
}
