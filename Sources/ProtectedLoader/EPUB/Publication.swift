import Foundation

/// An opened publication (an EPUB, or a packaged Readium Web Publication such as `.lcpdf` and `.lcpa`): its
/// metadata, reading order and resources, seen through the protection that applies to it. A restricted
/// publication still gives its metadata and clear resources; its protected resources are refused with the
/// protection's reason.
public final class Publication: Sendable {
    /// The package underneath, through its protection.
    public let package: ProtectedPackage
    public let metadata: PublicationMetadata
    public let readingOrder: [Link]
    /// Every resource the package lists, reading order included.
    public let manifest: [Link]
    /// The EPUB package document; nil for Readium Web Publication packages.
    public let packageDocument: PackageDocument?
    /// Which resources are encrypted or obfuscated (`META-INF/encryption.xml`, or the manifest's `encrypted` properties).
    public let encryption: EncryptionDocument

    /// Interprets an opened package; throws when its container.xml, package document or manifest is unusable.
    public init(package: ProtectedPackage) throws {
        let contents = try package.contents.get()
        self.package = package
        metadata = contents.metadata
        readingOrder = contents.readingOrder
        manifest = contents.manifest
        packageDocument = contents.package
        encryption = contents.encryption
    }

    /// Where the publication was opened from (path or URL), for messages.
    public var location: String { package.location }
    /// What protects the publication; nil when nothing does.
    public var protection: ProtectionState? { package.protection }
    public var identifier: String? { metadata.identifier }
    public var title: String? { metadata.title }
    public var language: String? { metadata.languages.first }

    public var isRestricted: Bool { package.isRestricted }
    public var protectionError: (any CodedError & Sendable)? { protection?.error }
    public var protectionName: String? { protection?.name }
    public var credentials: String? { protection?.credentials }
    public var rights: any UserRights { protection?.rights ?? UnrestrictedRights() }
    /// The online side of an LCP license (status, register, renew, return); nil offline or without LCP.
    public var lcpLicense: LCPLicenseService? { protection?.lcpLicense }

    /// Every path in the container, manifest or not.
    public var paths: [String] { package.paths }

    /// The manifest entry for `href`, if the package lists it.
    public func link(href: String) -> Link? {
        guard let path = package.resolve(href) else { return nil }
        return manifest.first { $0.href == path }
    }

    /// The resource at `href` (see `ProtectedPackage.resource(href:)`).
    public func resource(href: String) throws -> Resource {
        try package.resource(href: href)
    }
}
