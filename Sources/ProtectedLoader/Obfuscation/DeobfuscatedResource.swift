import Foundation

/// A font resource read through its obfuscation: the XOR is undone on whatever range is read.
struct DeobfuscatedResource: Resource {
    let base: Resource
    let algorithm: FontObfuscation
    let key: Data

    var path: String { base.path }

    func length() throws -> UInt64 { try base.length() }

    func read(range: Range<UInt64>?) throws -> Data {
        var bytes = try base.read(range: range)
        algorithm.apply(to: &bytes, at: range?.lowerBound ?? 0, key: key)
        return bytes
    }
}

/// A container whose obfuscated fonts (per `encryption.xml`) are de-obfuscated when read.
public struct DeobfuscatingContainer: Container {
    let base: Container
    /// Obfuscated paths with their algorithm and key.
    let fonts: [String: (FontObfuscation, Data)]

    /// Wraps `base` if `encryption` lists obfuscated fonts whose key `uniqueIdentifier` yields; otherwise nil.
    public init?(base: Container, encryption: EncryptionDocument, uniqueIdentifier: String) {
        var fonts: [String: (FontObfuscation, Data)] = [:]
        for entry in encryption.entries.values {
            guard let algorithm = FontObfuscation(algorithm: entry.algorithm),
                  let key = algorithm.key(uniqueIdentifier: uniqueIdentifier) else { continue }
            fonts[entry.path] = (algorithm, key)
        }
        guard !fonts.isEmpty else { return nil }
        self.base = base
        self.fonts = fonts
    }

    public var name: String { base.name }
    public var paths: [String] { base.paths }

    public func resource(at path: String) -> Resource? {
        guard let resource = base.resource(at: path) else { return nil }
        guard let (algorithm, key) = fonts[path] else { return resource }
        return DeobfuscatedResource(base: resource, algorithm: algorithm, key: key)
    }
}
