import Foundation

/// An opened EPUB (or other OCF package): its metadata, reading order and resources, seen through the
/// protection that applies to it. A restricted publication still gives its metadata and clear resources;
/// its protected resources are refused with the protection's reason.
public final class Publication: Sendable {
    /// Where the publication was opened from (path or URL), for messages.
    public let location: String
    public let package: PackageDocument
    public let encryption: EncryptionDocument
    /// What protects the publication; nil when nothing does.
    public let protection: ProtectionState?
    let container: Container

    init(location: String, container: Container, package: PackageDocument,
         encryption: EncryptionDocument, protection: ProtectionState?) {
        self.location = location
        self.container = container
        self.package = package
        self.encryption = encryption
        self.protection = protection
    }

    public var identifier: String? { package.uniqueIdentifier }
    public var title: String? { package.title }
    public var language: String? { package.languages.first }
    public var readingOrder: [Link] { package.readingOrder }
    public var manifest: [Link] { package.manifest }

    public var isRestricted: Bool { protection?.isRestricted ?? false }
    public var protectionError: (any CodedError & Sendable)? { protection?.error }
    public var protectionName: String? { protection?.name }
    public var credentials: String? { protection?.credentials }
    public var rights: any UserRights { protection?.rights ?? UnrestrictedRights() }

    /// Every path in the container, manifest or not.
    public var paths: [String] { container.paths }

    /// The manifest entry for `href`, if the package lists it.
    public func link(href: String) -> Link? {
        guard let path = resolve(href) else { return nil }
        return manifest.first { $0.href == path }
    }

    /// The resource at `href`: a container path as Readium 3 writes it (`OPS/chapter_001.xhtml`); a leading
    /// `/` (Readium 2) and percent-encoding are accepted.
    public func resource(href: String) throws -> Resource {
        guard let path = resolve(href), let resource = container.resource(at: path) else {
            throw PublicationError.resourceNotFound(publication: location, href: href)
        }
        if let error = protection?.error, let entry = encryption.entries[path],
           FontObfuscation(algorithm: entry.algorithm) == nil {
            throw PublicationError.restricted(publication: location, href: href, reason: error)
        }
        return resource
    }

    private func resolve(_ href: String) -> String? {
        let available = Set(container.paths)
        let candidates = [ContainerPath.normalize(href), ContainerPath.resolve(href, relativeTo: "")]
        return candidates.compactMap { $0 }.first { available.contains($0) } ?? candidates.compactMap { $0 }.first
    }
}
