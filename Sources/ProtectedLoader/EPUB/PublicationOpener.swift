import Foundation

/// Opens publications: finds the container of an asset, lets the protections look at it (registered ones
/// first, then the format's own: password ZIP, font obfuscation), reads the package through the one that
/// applies, and de-obfuscates fonts.
public struct PublicationOpener: Sendable {
    /// Protections registered by the application (LCP), tried before the format-specific ones.
    public var protections: [any ContentProtection]

    public init(protections: [any ContentProtection] = []) {
        self.protections = protections
    }

    private var chain: [any ContentProtection] {
        protections + [PasswordZipProtection(), FontObfuscationProtection()]
    }

    /// Opens the publication at `path`: an OCF ZIP (.epub, .lcpdf, .lcpa, …), an exploded folder, or a `.lcpl` license.
    public func open(path: String, options: OpeningOptions = OpeningOptions()) throws -> Publication {
        try open(try AssetReader.asset(at: path), location: path, options: options)
    }

    /// Opens a publication from an asset already at hand.
    public func open(_ asset: ProtectionAsset, location: String, options: OpeningOptions = OpeningOptions()) throws -> Publication {
        do {
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
            return try read(container, location: location, protection: protected?.state)
        } catch let error as OpeningError {
            throw error
        } catch let error as any CodedError & Sendable {
            throw OpeningError.reading(location: location, underlying: error)
        }
    }

    private func read(_ container: Container, location: String, protection: ProtectionState?) throws -> Publication {
        let ocf = try OCFContainerDocument(
            data: try readRequired(OCFContainerDocument.path, from: container), name: "\(location): \(OCFContainerDocument.path)")
        let packagePath = ocf.packagePaths[0]
        let package = try PackageDocument(data: try readRequired(packagePath, from: container), path: packagePath)
        let encryption = try EncryptionDocument.read(from: container)
        let readable = package.uniqueIdentifier
            .flatMap { DeobfuscatingContainer(base: container, encryption: encryption, uniqueIdentifier: $0) } ?? container
        return Publication(location: location, container: readable, package: package,
                           encryption: encryption, protection: protection)
    }

    private func readRequired(_ path: String, from container: Container) throws -> Data {
        guard let resource = container.resource(at: path) else {
            throw PublicationError.invalidPackage(location: container.name, reason: "no \(path)")
        }
        return try resource.read()
    }
}

extension ProtectionAsset {
    var container: Container? {
        if case let .container(container) = self { return container }
        return nil
    }
}
