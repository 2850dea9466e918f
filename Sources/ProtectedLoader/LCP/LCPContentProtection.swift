import Foundation

/// Readium LCP, basic profile, as a `ContentProtection`: recognises packages that carry a license
/// (`META-INF/license.lcpl`, or `license.lcpl` at the root of Readium Web Publication packages), validates
/// the license in the spec's order, finds the user key and returns the package decrypting on the fly, or
/// restricted (encrypted resources refused, everything else readable) with the reason it stayed locked.
public struct LCPContentProtection: ContentProtection {
    public static let licensePaths = ["META-INF/license.lcpl", "license.lcpl"]

    public var scheme: ProtectionScheme { .lcp }
    public let name = "Readium LCP"

    private let validator: LCPLicenseValidator
    private let resolver: LCPPassphraseResolver
    private let rights: RightsDatabase
    private let licenses: LCPLicenseRepository?
    private let online: LCPOnlineConfiguration?
    private let now: @Sendable () -> Date

    /// Throws `LCPConfigurationError` when a root certificate or revocation list cannot be read, or the
    /// in-memory stores cannot be created.
    public init(configuration: LCPConfiguration) throws {
        let certificates: LCPCertificateValidator
        do {
            let revocation = try RevocationListCheck(
                lists: configuration.revocationLists, locations: configuration.revocationListLocations,
                repository: configuration.revocationListCache, fetcher: configuration.online?.fetcher, now: configuration.now)
            certificates = try LCPCertificateValidator(rootsPEM: configuration.trustedRootsPEM, revocation: revocation)
        } catch {
            throw LCPConfigurationError(reason: "cannot read the trusted roots or revocation lists: \(error)")
        }
        do {
            resolver = LCPPassphraseResolver(repository: try configuration.passphrases ?? .inMemory())
            rights = try configuration.rights ?? .inMemory()
        } catch {
            throw LCPConfigurationError(reason: "cannot create the in-memory stores: \(error)")
        }
        validator = LCPLicenseValidator(certificates: certificates, now: configuration.now)
        licenses = configuration.licenses
        online = configuration.online
        now = configuration.now
    }

    public func open(_ asset: ProtectionAsset, options: OpeningOptions) throws -> ProtectedAsset? {
        switch asset {
        case let .container(container): try open(container, options: options)
        case let .license(data, location): try openBareLicense(data, location: location, options: options)
        }
    }

    private func open(_ container: Container, options: OpeningOptions) throws -> ProtectedAsset? {
        guard let licenseResource = Self.licensePaths.lazy.compactMap(container.resource(at:)).first else {
            // Encrypted with an LCP content key but without the license: report it rather than serve ciphertext.
            // Packages whose encryption data cannot be read are not recognised here; other layers report them.
            guard let encrypted = try? LCPEncryptedEntries(container: container), !encrypted.isEmpty else { return nil }
            let error = LCPError.invalidLicense(field: "META-INF/license.lcpl", reason: "the package has no license")
            return restricted(container, encrypted, error: error, license: nil)
        }
        let encrypted: LCPEncryptedEntries
        do {
            encrypted = try LCPEncryptedEntries(container: container)
        } catch {
            throw OpeningError.reading(location: container.name, underlying: error)
        }
        var license: LCPLicense
        do {
            license = try latestKnown(LCPLicense(data: Self.read(licenseResource, in: container)))
        } catch let error as LCPError {
            return restricted(container, encrypted, error: error, license: nil)
        }
        let (service, statusError) = goOnline(with: &license, container: container, licensePath: licenseResource.path, options: options)
        var revocationReport: RevocationListReport?
        do {
            // The provider's word on the license (revoked, returned…) comes before what its dates say.
            try validator.verifyAuthenticity(of: license, revocationReport: &revocationReport)
            if let statusError { throw statusError }
            try validator.checkDates(of: license)
            guard let match = resolver.resolve(license, options: options) else {
                throw LCPError.incorrectCredentials(hint: LCPPassphraseResolver.hint(of: license))
            }
            let contentKey = try match.key.contentKey(of: license)
            return ProtectedAsset(
                container: LCPContainer(base: container, encrypted: encrypted, access: .unlocked(contentKey: contentKey)),
                state: ProtectionState(
                    scheme: .lcp, name: name, error: nil, credentials: match.passphrase,
                    rights: LCPUserRights(license: license, database: rights, now: now),
                    license: LicenseSummary(license: license, userKey: match.key), lcpLicense: service,
                    revocationList: revocationReport))
        } catch let error as LCPError {
            return restricted(container, encrypted, error: error, license: LicenseSummary(license: license, userKey: nil), service: service,
                              revocationReport: revocationReport)
        }
    }

    /// The license itself, or the copy the repository keeps when that one was updated later (a renewal
    /// written back into another copy of the package, or one the package could not take).
    private func latestKnown(_ license: LCPLicense) -> LCPLicense {
        guard let licenses, let data = try? licenses.latestDocument(id: license.id),
              let kept = try? LCPLicense(data: data), kept.id == license.id, kept.signingDate > license.signingDate else {
            return license
        }
        return kept
    }

    /// When online: the license's service and, unless this opening must not go online, what its status
    /// document says — an updated license replaces `license`, and a revoked, returned, cancelled or expired
    /// status is the error the publication stays restricted with. Network trouble is no error.
    private func goOnline(
        with license: inout LCPLicense, container: Container, licensePath: String, options: OpeningOptions
    ) -> (LCPLicenseService?, LCPError?) {
        guard let online else { return (nil, nil) }
        let package = (container as? ZipContainer)?.archive.fileURL.map { (url: $0, licensePath: licensePath) }
        let service = LCPLicenseService(license: license, online: online, validator: validator, licenses: licenses, package: package)
        guard options.checksLicenseStatus, license.link("status") != nil, let status = service.checkOnOpen() else {
            return (service, nil)
        }
        license = service.license
        switch status.status {
        case .ready, .active: return (service, nil)
        case .revoked: return (service, .revoked(date: status.statusUpdated))
        case .returned: return (service, .returned(date: status.statusUpdated))
        case .cancelled: return (service, .cancelled(date: status.statusUpdated))
        case .expired: return (service, .expired(end: license.rights.end ?? status.statusUpdated))
        }
    }

    /// A bare `.lcpl`: online, its publication is streamed with this license laid over it; offline it would
    /// have to be downloaded first. A production profile is reported as such, since neither could help.
    private func openBareLicense(_ data: Data, location: String, options: OpeningOptions) throws -> ProtectedAsset? {
        let license: LCPLicense
        do {
            license = try LCPLicense(data: data)
        } catch {
            throw OpeningError.reading(location: location, underlying: error)
        }
        do {
            try validator.checkProfile(of: license)
        } catch let error as LCPError {
            guard case let .unsupportedProfile(profile) = error else {
                throw OpeningError.reading(location: location, underlying: error)
            }
            throw OpeningError.unsupportedProtection(location: location, scheme: profile, detail: error.message)
        }
        guard let online, let href = license.link("publication")?.href, let url = URL(string: href),
              ["http", "https"].contains(url.scheme?.lowercased()) else {
            throw OpeningError.reading(location: location, underlying: LCPAcquisitionError(publicationURL: license.link("publication")?.href))
        }
        // Online, the publication is streamed with range requests instead of being downloaded first.
        let package: Container
        do {
            let source = try HTTPRangeByteSource(url: url, fetcher: online.fetcher)
            package = ZipContainer(archive: try ZipArchive(source: source, name: href))
        } catch {
            throw OpeningError.reading(location: href, underlying: error)
        }
        let licensePath = Self.licensePaths.first { package.resource(at: $0) != nil } ?? Self.licensePaths[0]
        return try open(LicenseOverlayContainer(base: package, licensePath: licensePath, license: data), options: options)
    }

    private func restricted(
        _ container: Container, _ encrypted: LCPEncryptedEntries, error: LCPError, license: LicenseSummary?,
        service: LCPLicenseService? = nil, revocationReport: RevocationListReport? = nil
    ) -> ProtectedAsset {
        ProtectedAsset(
            container: LCPContainer(base: container, encrypted: encrypted, access: .locked(error)),
            state: ProtectionState(
                scheme: .lcp, name: name, error: error, credentials: nil, rights: RestrictedRights(), license: license,
                lcpLicense: service, revocationList: revocationReport))
    }

    /// Reads the license, refusing one larger than any license can be before loading it.
    private static func read(_ resource: Resource, in container: Container) throws -> Data {
        let length: UInt64
        do {
            length = try resource.length()
            guard length <= UInt64(LCPLicense.maximumSize) else {
                throw LCPError.invalidLicense(field: "(document)", reason: "\(length) bytes is larger than a license can be")
            }
            return try resource.read()
        } catch let error as LCPError {
            throw error
        } catch {
            throw OpeningError.reading(location: "\(container.name): \(resource.path)", underlying: error)
        }
    }
}
