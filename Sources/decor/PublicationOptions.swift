import ArgumentParser
import DecorEngine
import Foundation

/// The options every command that opens a publication takes: the credentials, the LCP trust roots and the
/// subscription service of token-authorised editions.
struct PublicationOptions: ParsableArguments {
    @Option(help: "The passphrase of an LCP-protected publication.")
    var passphrase: String?

    @Option(help: "The password of a password-protected ZIP or PDF (the user or the owner password).")
    var password: String?

    @Option(name: .customLong("lcp-root"), help: ArgumentHelp(
        "A PEM root certificate LCP provider certificates must chain to (repeatable; also DECOR_LCP_ROOTS, colon-separated).",
        valueName: "PEM"))
    var lcpRoots: [String] = []

    @Option(name: .customLong("lcp-crl"), help: ArgumentHelp(
        "A certificate revocation list for LCP provider certificates, downloaded from a URL or read from a file, besides "
            + "the certificates' own distribution points (repeatable; also DECOR_LCP_CRL, space-separated).",
        valueName: "URL|FILE"))
    var lcpCRLs: [String] = []

    @Option(name: .customLong("service"), help: ArgumentHelp(
        "A subscription publisher's service file: an http(s) PUB is then one of its editions, read with the edition's credentials.",
        valueName: "FILE"))
    var service: String?

    @Flag(help: "Ask for missing credentials on the terminal (never without this flag).")
    var interactive = false

    @Flag(help: "Do not check LCP License Status Documents or download revocation lists (URLs of publications are still fetched).")
    var offline = false

    @Flag(help: ArgumentHelp(
        "Forget the LCP passphrase remembered for this publication: it is not tried, the one given now is not remembered, and the stored key is deleted."))
    var forgetPassphrase = false

    func validate() throws {
        if passphrase != nil, password != nil {
            throw ValidationError("give --passphrase (LCP) or --password (ZIP, PDF), not both")
        }
    }

    /// Opens the publication at `path` with these options; failures become `CommandFailure`s with the
    /// contract's exit codes.
    /// `checkingStatus: false` opens without the License Status Document check (the `lcp` commands, which
    /// make their own exchanges).
    func open(_ path: String, asJSON: Bool, checkingStatus: Bool = true) throws -> Publication {
        var options = openingOptions()
        options.checksLicenseStatus = checkingStatus
        let publication = try failingAsCommand(asJSON: asJSON) { [options] in try $0.open(path: path, options: options) }
        try forgetPassphraseIfAsked(of: publication.protection, asJSON: asJSON)
        return publication
    }

    /// Opens only the package at `path` through its protection (resources, without requiring valid metadata).
    func openPackage(_ path: String, asJSON: Bool) throws -> ProtectedPackage {
        let package = try failingAsCommand(asJSON: asJSON) { try $0.openPackage(path: path, options: openingOptions()) }
        try forgetPassphraseIfAsked(of: package.protection, asJSON: asJSON)
        return package
    }

    private func failingAsCommand<T>(asJSON: Bool, _ body: (PublicationOpener) throws -> T) throws -> T {
        do {
            return try body(PublicationOpener(protections: try protections(), fetcher: .shared))
        } catch {
            throw CommandFailure(error, asJSON: asJSON)
        }
    }

    /// With `--forget-passphrase`, deletes the key remembered for the license that was opened (the open
    /// itself used a repository that starts empty and is thrown away).
    private func forgetPassphraseIfAsked(of protection: ProtectionState?, asJSON: Bool) throws {
        guard forgetPassphrase, let licenseID = protection?.license?.id else { return }
        do {
            try Self.rememberedPassphrases().forget(licenseID: licenseID)
        } catch {
            throw CommandFailure(error, asJSON: asJSON)
        }
    }

    /// The user keys remembered in the decor home (passphrases.sqlite).
    static func rememberedPassphrases() -> PassphraseRepository {
        PassphraseRepository(url: DecorHome.directory().appendingPathComponent("passphrases.sqlite"))
    }

    private func openingOptions() -> OpeningOptions {
        let canPrompt = interactive && isatty(STDIN_FILENO) == 1
        return OpeningOptions(
            credentials: passphrase ?? password,
            allowUserInteraction: canPrompt,
            onAskCredentials: canPrompt ? TerminalPrompt.ask : nil)
    }

    func protections() throws -> [any ContentProtection] {
        try Self.protections(lcpRoots: lcpRoots, lcpCRLs: lcpCRLs, offline: offline, service: service,
                             remembersPassphrases: !forgetPassphrase)
    }

    /// Readium LCP, trusting the roots given with `--lcp-root` and in `DECOR_LCP_ROOTS`, consulting the
    /// revocation lists of `--lcp-crl` and `DECOR_LCP_CRL` besides the certificates' own, remembering user
    /// keys (unless `remembersPassphrases` is false), rights consumption, licenses, downloaded revocation lists
    /// and the device id in the decor home, and online unless `offline` (`DECOR_DEVICE_NAME` names the device
    /// to status servers); with a `service` file, token-authorised editions of that service first.
    static func protections(lcpRoots: [String], lcpCRLs: [String], offline: Bool, service: String? = nil,
                            remembersPassphrases: Bool = true) throws -> [any ContentProtection] {
        let environment = ProcessInfo.processInfo.environment
        let crlsFromEnvironment = (environment["DECOR_LCP_CRL"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
        let fromEnvironment = (environment["DECOR_LCP_ROOTS"] ?? "")
            .split(separator: ":").map(String.init)
        let roots = try (lcpRoots + fromEnvironment).map { path in
            do {
                return try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw CommandFailure(exitCode: CommandFailure.input, code: "invalidInput",
                                     message: "\(path): cannot read the LCP root certificate", asJSON: false)
            }
        }
        let home = DecorHome.directory()
        let configuration = LCPConfiguration(
            trustedRootsPEM: roots,
            revocationListLocations: (lcpCRLs + crlsFromEnvironment).map(RevocationListLocation.init(parsing:)),
            revocationListCache: RevocationListRepository(url: home.appendingPathComponent("crls.sqlite")),
            passphrases: remembersPassphrases ? rememberedPassphrases() : try PassphraseRepository.inMemory(),
            rights: RightsDatabase(url: home.appendingPathComponent("rights.sqlite")),
            licenses: LCPLicenseRepository(url: home.appendingPathComponent("licenses.sqlite")),
            online: offline ? nil : LCPOnlineConfiguration(
                fetcher: .shared, deviceName: environment["DECOR_DEVICE_NAME"] ?? "decor"))
        let editions = try service.map { [TokenAuthorisedEditionProtection(client: try SubscriptionServiceFile.client(at: $0))] } ?? []
        return editions + [try LCPContentProtection(configuration: configuration)]
    }
}
