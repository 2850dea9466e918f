import ArgumentParser
import DecorEngine
import Foundation

/// The options every command that opens a publication takes: the credentials and the LCP trust roots.
struct PublicationOptions: ParsableArguments {
    @Option(help: "The passphrase of an LCP-protected publication.")
    var passphrase: String?

    @Option(help: "The password of a password-protected ZIP.")
    var password: String?

    @Option(name: .customLong("lcp-root"), help: ArgumentHelp(
        "A PEM root certificate LCP provider certificates must chain to (repeatable; also DECOR_LCP_ROOTS, colon-separated).",
        valueName: "PEM"))
    var lcpRoots: [String] = []

    @Flag(help: "Ask for missing credentials on the terminal (never without this flag).")
    var interactive = false

    func validate() throws {
        if passphrase != nil, password != nil {
            throw ValidationError("give --passphrase (LCP) or --password (ZIP), not both")
        }
    }

    /// Opens `path` with these options; failures become `CommandFailure`s with the contract's exit codes.
    func open(_ path: String, asJSON: Bool) throws -> Publication {
        do {
            let opener = PublicationOpener(protections: try protections())
            return try opener.open(path: path, options: openingOptions())
        } catch {
            throw CommandFailure(error, asJSON: asJSON)
        }
    }

    private func openingOptions() -> OpeningOptions {
        let canPrompt = interactive && isatty(STDIN_FILENO) == 1
        return OpeningOptions(
            credentials: passphrase ?? password,
            allowUserInteraction: canPrompt,
            onAskCredentials: canPrompt ? TerminalPrompt.ask : nil)
    }

    private func protections() throws -> [any ContentProtection] {
        []
    }
}
