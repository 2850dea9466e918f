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
    private let now: @Sendable () -> Date

    /// Throws `LCPConfigurationError` when a root certificate or revocation list cannot be read, or the
    /// in-memory stores cannot be created.
    public init(configuration: LCPConfiguration) throws {
        let certificates: LCPCertificateValidator
        do {
            certificates = try LCPCertificateValidator(
                rootsPEM: configuration.trustedRootsPEM, revocationLists: configuration.revocationLists)
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
        now = configuration.now
    }

    public func open(_ asset: ProtectionAsset, options: OpeningOptions) throws -> ProtectedAsset? {
        switch asset {
        case let .container(container): try open(container, options: options)
        case let .license(data, location): try openBareLicense(data, location: location)
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
        let license: LCPLicense
        do {
            license = try LCPLicense(data: Self.read(licenseResource, in: container))
        } catch let error as LCPError {
            return restricted(container, encrypted, error: error, license: nil)
        }
        do {
            try validator.validate(license)
            guard let match = resolver.resolve(license, options: options) else {
                throw LCPError.incorrectCredentials(hint: LCPPassphraseResolver.hint(of: license))
            }
            let contentKey = try match.key.contentKey(of: license)
            return ProtectedAsset(
                container: LCPContainer(base: container, encrypted: encrypted, access: .unlocked(contentKey: contentKey)),
                state: ProtectionState(
                    scheme: .lcp, name: name, error: nil, credentials: match.passphrase,
                    rights: LCPUserRights(license: license, database: rights, now: now),
                    license: LicenseSummary(license: license, userKey: match.key)))
        } catch let error as LCPError {
            return restricted(container, encrypted, error: error, license: LicenseSummary(license: license, userKey: nil))
        }
    }

    /// A bare `.lcpl`: its publication would have to be downloaded first. A production profile is
    /// reported as such, since downloading could not help.
    private func openBareLicense(_ data: Data, location: String) throws -> ProtectedAsset? {
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
        throw OpeningError.reading(location: location, underlying: LCPAcquisitionError(publicationURL: license.link("publication")?.href))
    }

    private func restricted(
        _ container: Container, _ encrypted: LCPEncryptedEntries, error: LCPError, license: LicenseSummary?
    ) -> ProtectedAsset {
        ProtectedAsset(
            container: LCPContainer(base: container, encrypted: encrypted, access: .locked(error)),
            state: ProtectionState(
                scheme: .lcp, name: name, error: error, credentials: nil, rights: RestrictedRights(), license: license))
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
