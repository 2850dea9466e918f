import ArgumentParser
import DecorEngine
import Foundation
import Logging
import Server

/// `decor serve PUB|DIR…`: the decorating publication server (Sources/Server); this command only reads
/// its options and files and opens the publications.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve publications, their readers' decoration groups and decorated chapters over HTTP.",
        discussion: """
            Routes: GET /healthz, /metrics, /publications (OPDS 2), /pub/{id}/manifest.json, /pub/{id}/{href} \
            (?reader=R decorates a chapter), /pub/{id}/~readium/content-protection, /~readium/rights/copy, \
            /~readium/rights/print; PUT|GET|DELETE /pub/{id}/readers/{r}/groups/{group}; GET \
            /pub/{id}/readers/{r}/events (Server-Sent Events). Stops gracefully on SIGINT or SIGTERM.
            """)

    @Argument(help: "Publications (.epub, OCF ZIPs, .lcpl, exploded folders) or folders holding them.")
    var publications: [String]

    @Option(help: "The address to listen on (loopback by default).")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The SQLite database readers' decoration groups are kept in (in memory when absent).")
    var state: String?

    @Option(help: ArgumentHelp("A JSON file of {\"<publication path>\": {\"passphrase\"|\"password\": \"…\"}}.", valueName: "FILE"))
    var credentials: String?

    @Option(help: ArgumentHelp("A JSON file of {\"<bearer token>\": \"<reader id>\"}; reader routes then need the token.",
                               valueName: "FILE"))
    var tokens: String?

    @Option(name: .customLong("lcp-root"), help: ArgumentHelp(
        "A PEM root certificate LCP provider certificates must chain to (repeatable; also DECOR_LCP_ROOTS).", valueName: "PEM"))
    var lcpRoots: [String] = []

    @Option(name: .customLong("lcp-crl"), help: ArgumentHelp(
        "A certificate revocation list for LCP provider certificates, from a URL or a file (repeatable; also DECOR_LCP_CRL).",
        valueName: "URL|FILE"))
    var lcpCRLs: [String] = []

    @Option(name: .customLong("cors-origin"), help: "An origin whose pages may call the server (repeatable; none by default).")
    var corsOrigins: [String] = []

    func validate() throws {
        if tokens == nil, !Self.isLoopback(host) {
            throw ValidationError("without --tokens any client can act as any reader: listen on loopback or give --tokens")
        }
    }

    func run() async throws {
        let logger = Self.logger
        do {
            let registry = try openPublications(logger: logger)
            var configuration = DecorServer.Configuration()
            configuration.host = host
            configuration.port = port
            configuration.corsOrigins = corsOrigins
            let limits = configuration.limits
            let serverState = ServerState(
                publications: registry,
                authentication: ReaderAuthentication(readersByToken: try tokens.map(TokensFile.readersByToken(path:))),
                store: try GroupStateStore(url: state.map { URL(fileURLWithPath: $0) }, limits: limits.decorationsFile),
                broadcaster: DiffBroadcaster(maximumStreamsPerReader: limits.maximumStreamsPerReader,
                                             heartbeatInterval: limits.heartbeatInterval),
                limits: limits)
            try await DecorServer(state: serverState, configuration: configuration, logger: logger).run { port in
                logger.info("decor serve: listening on http://\(host):\(port)/publications")
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(error, asJSON: false)
        }
    }

    /// Every publication that opens (a restricted one too: its manifest is still served); one that does
    /// not is reported and left out, and none at all is an error.
    private func openPublications(logger: Logger) throws -> PublicationRegistry {
        let secrets = try credentials.map(CredentialsFile.init(path:))
        let opener = PublicationOpener(protections: try PublicationOptions.protections(lcpRoots: lcpRoots, lcpCRLs: lcpCRLs, offline: false))
        var registry = PublicationRegistry()
        for location in PublicationSources.locations(publications) {
            do {
                let publication = try opener.open(path: location, options: OpeningOptions(credentials: secrets?.credentials(for: location)))
                let id = registry.register(publication)
                logger.info("decor serve: \(location) as /pub/\(id)\(publication.isRestricted ? " (restricted)" : "")")
            } catch {
                logger.error("decor serve: \(location) left out: \((error as? any CodedError)?.message ?? "\(error)")")
            }
        }
        guard !registry.publications.isEmpty else {
            throw CommandFailure(exitCode: CommandFailure.input, code: "invalidInput", message: "no publication could be opened", asJSON: false)
        }
        return registry
    }

    private static var logger: Logger {
        var logger = Logger(label: "decor.serve")
        logger.logLevel = .info
        return logger
    }

    private static func isLoopback(_ host: String) -> Bool {
        host == "127.0.0.1" || host == "::1" || host == "localhost"
    }
}
