import Foundation

/// A package seen through the protection that applies to it: its resources by path, clear when the
/// protection could unlock them, before (and whether or not) its metadata makes sense. `decor cat` reads
/// through this, so that a damaged package's intact resources stay reachable; a `Publication` adds the
/// package's metadata and reading order on top.
public struct ProtectedPackage: Sendable {
    /// Where the package was opened from (path or URL), for messages.
    public let location: String
    /// What protects the package; nil when nothing does.
    public let protection: ProtectionState?
    /// What the package's own documents say, or why they could not be read.
    let contents: Result<PublicationContents, any Error>
    let container: Container

    init(location: String, container: Container, protection: ProtectionState?) {
        self.location = location
        self.protection = protection
        let contents = Result<PublicationContents, any Error> { try PublicationContents.read(from: container) }
        self.contents = contents
        let encryption = (try? contents.get().encryption) ?? (try? EncryptionDocument.read(from: container))
        let identifier = try? contents.get().metadata.identifier
        self.container = encryption.flatMap { encryption in
            identifier.flatMap { DeobfuscatingContainer(base: container, encryption: encryption, uniqueIdentifier: $0) }
        } ?? container
    }

    /// Every path in the container, listed by the package or not.
    public var paths: [String] { container.paths }

    public var isRestricted: Bool { protection?.isRestricted ?? false }

    /// The resource at `href`: a container path as Readium 3 writes it (`OPS/chapter_001.xhtml`); a leading
    /// `/` (Readium 2) and percent-encoding are accepted. A protected resource of a restricted package is
    /// refused with the protection's reason.
    public func resource(href: String) throws -> Resource {
        guard let path = resolve(href), let resource = container.resource(at: path) else {
            throw PublicationError.resourceNotFound(publication: location, href: href)
        }
        if let error = protection?.error, isProtected(path) {
            throw PublicationError.restricted(publication: location, href: href, reason: error)
        }
        return resource
    }

    /// Paths are taken as given, then percent-decoded; the first form that names an entry wins. The decoded
    /// form is made only when the given one names nothing: percent-decoding is Foundation's slowest first use.
    func resolve(_ href: String) -> String? {
        let given = ContainerPath.normalize(href)
        if let given, container.resource(at: given) != nil { return given }
        let decoded = ContainerPath.resolve(href, relativeTo: "")
        if let decoded, container.resource(at: decoded) != nil { return decoded }
        return given ?? decoded
    }

    /// Encrypted by the protection (not merely an obfuscated font). When the package's encryption
    /// declarations cannot be read, every resource counts as protected.
    private func isProtected(_ path: String) -> Bool {
        guard let encryption = (try? contents.get().encryption) ?? (try? EncryptionDocument.read(from: container)) else {
            return true
        }
        guard let entry = encryption.entries[path] else { return false }
        return FontObfuscation(algorithm: entry.algorithm) == nil
    }
}
