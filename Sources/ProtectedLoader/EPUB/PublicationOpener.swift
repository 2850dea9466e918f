import Foundation

/// Opens publications: finds the container of an asset, lets the protections look at it (registered ones
/// first, then the format's own: password ZIP, font obfuscation), reads the package through the one that
/// applies, and de-obfuscates fonts. EPUB, packaged Readium Web Publications and PDF files are read.
public struct PublicationOpener: Sendable {
    /// Protections registered by the application (LCP), tried before the format-specific ones.
    public var protections: [any ContentProtection]
    /// Reads `http(s)://` publications with range requests; nil refuses them (no network at all).
    public var fetcher: HTTPFetcher?

    public init(protections: [any ContentProtection] = [], fetcher: HTTPFetcher? = nil) {
        self.protections = protections
        self.fetcher = fetcher
    }

    private var chain: [any ContentProtection] {
        protections + [PasswordZipProtection(), PDFProtection(), FontObfuscationProtection()]
    }

    /// Opens the publication at `path`: an OCF ZIP (.epub, .lcpdf, .lcpa, …), an exploded folder, a `.lcpl`
    /// license, a PDF file, or (with a `fetcher`) an `http(s)://` URL of a package, streamed with range requests.
    public func open(path: String, options: OpeningOptions = OpeningOptions()) throws -> Publication {
        try publication(in: openPackage(path: path, options: options))
    }

    /// Opens a publication from an asset already at hand.
    public func open(_ asset: ProtectionAsset, location: String, options: OpeningOptions = OpeningOptions()) throws -> Publication {
        try publication(in: openPackage(asset, location: location, options: options))
    }

    /// Opens only the package at `path` through its protection: its resources, whether or not its metadata
    /// can be read.
    public func openPackage(path: String, options: OpeningOptions = OpeningOptions()) throws -> ProtectedPackage {
        if let access = try reportingLocation(path, { try remoteAccess(to: path, options: options) }) {
            return try remotePackage(at: path, access: access)
        }
        // Taken before the protections look: one may write a renewed license back into the file, and the
        // container it returns still reads the file as it was.
        let fingerprint = FileFingerprint(url: URL(fileURLWithPath: path))
        let asset = try AssetReader.asset(at: path, fetcher: fetcher)
        let (container, protection) = try unlock(asset, location: path, options: options)
        guard asset.isFile, !path.contains("://") else {
            return ProtectedPackage(location: path, container: container, protection: protection)
        }
        // A file can change under an open publication (a renewed license written back): then it is read
        // and unlocked again, with the credentials that worked and without asking anyone.
        let reopening = {
            var reopening = OpeningOptions(credentials: protection?.credentials ?? options.credentials)
            reopening.checksLicenseStatus = false
            return reopening
        }()
        let fetcher = fetcher
        let watched = InvalidatingContainer(url: URL(fileURLWithPath: path), initial: container, fingerprint: fingerprint) {
            try unlock(try AssetReader.asset(at: path, fetcher: fetcher), location: path, options: reopening).container
        }
        return ProtectedPackage(location: path, container: watched, protection: protection)
    }

    public func openPackage(_ asset: ProtectionAsset, location: String, options: OpeningOptions = OpeningOptions()) throws -> ProtectedPackage {
        let (container, protection) = try unlock(asset, location: location, options: options)
        return ProtectedPackage(location: location, container: container, protection: protection)
    }

    /// The package at `path` read with the access a protection gave; the protection that authorised the
    /// requests is the one that applies, no other looks. Kept headers the server now refuses are refreshed
    /// once.
    private func remotePackage(at path: String, access: RemoteAccess) throws -> ProtectedPackage {
        let asset: ProtectionAsset
        do {
            asset = try reportingLocation(path) { try AssetReader.asset(at: path, fetcher: self.fetcher, headers: access.headers) }
        } catch let OpeningError.reading(_, underlying) where Self.isRefusal(underlying) {
            guard let refreshed = access.refreshed else { throw OpeningError.reading(location: path, underlying: underlying) }
            var fresh = try reportingLocation(path) { try refreshed() }
            fresh.refreshed = nil
            return try remotePackage(at: path, access: fresh)
        }
        guard let container = asset.container else {
            throw OpeningError.unsupportedAsset(location: path, reason: "an authorised remote publication must be a package")
        }
        return ProtectedPackage(location: path, container: container, protection: access.state)
    }

    private static func isRefusal(_ error: any Error) -> Bool {
        guard case let .status(_, status, _)? = error as? HTTPError else { return false }
        return status == 401 || status == 403
    }

    /// The access the first registered protection that authorises the remote publication at `path` gives.
    private func remoteAccess(to path: String, options: OpeningOptions) throws -> RemoteAccess? {
        guard fetcher != nil, let url = URL(string: path), ["http", "https"].contains(url.scheme?.lowercased()) else { return nil }
        for protection in protections {
            if let access = try protection.remoteAccess(to: url, options: options) { return access }
        }
        return nil
    }

    /// Runs the protection chain: the first protection that recognises the asset gives the container.
    private func unlock(
        _ asset: ProtectionAsset, location: String, options: OpeningOptions
    ) throws -> (container: Container, protection: ProtectionState?) {
        try reportingLocation(location) {
            var protected: ProtectedAsset?
            for protection in chain {
                if let unlocked = try protection.open(asset, options: options) {
                    protected = unlocked
                    break
                }
            }
            guard let container = protected?.container ?? asset.container else {
                throw OpeningError.unsupportedAsset(location: location, reason: "a bare license that no protection accepted")
            }
            return (container, protected?.state)
        }
    }

    private func publication(in package: ProtectedPackage) throws -> Publication {
        try reportingLocation(package.location) { try Publication(package: package) }
    }

    /// Errors leave the opener as `OpeningError`s that name the asset.
    private func reportingLocation<T>(_ location: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as OpeningError {
            throw error
        } catch {
            throw OpeningError.reading(location: location, underlying: error)
        }
    }
}

extension ProtectionAsset {
    var container: Container? {
        if case let .container(container) = self { return container }
        return nil
    }
}
