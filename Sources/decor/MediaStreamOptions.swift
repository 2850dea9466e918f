import ArgumentParser
import DecorEngine
import Foundation

/// What `media info` and `media cat` share: the playlist URL, where keys come from, and the exit codes
/// of the contract (a refused, missing or wrong key is 3; a bad playlist or an unreachable server 2).
struct MediaStreamOptions: ParsableArguments {
    @Argument(help: "The HLS playlist (master or media), an http or https URL.")
    var playlist: String

    @Option(name: .customLong("key-server"), help: ArgumentHelp(
        "A key-server file ({\"certificate\", \"keyRequest\", \"token\"}); without it key URIs are fetched with GET.",
        valueName: "FILE"))
    var keyServer: String?

    /// The playlist's URL, or a usage error.
    func playlistURL(asJSON: Bool) throws -> URL {
        guard let url = URL(string: playlist), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw CommandFailure(exitCode: CommandFailure.usage, code: "invalidURL",
                                 message: "\(playlist): the playlist must be an http or https URL", asJSON: asJSON)
        }
        return url
    }

    /// Where keys come from, sharing the process's HTTP client.
    func keySource() throws -> ContentKeySource {
        ContentKeySource(fetcher: .shared, keyServer: try keyServer.map { path in try KeyServerConfiguration(path: path) })
    }

    /// Runs `body`, turning its errors into the contract's failures.
    func failingAsCommand<T>(asJSON: Bool, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as HLSError {
            throw CommandFailure(exitCode: error.isProtectionError ? CommandFailure.protection : CommandFailure.input,
                                 code: error.code, message: error.message, asJSON: asJSON)
        } catch {
            throw CommandFailure(error, asJSON: asJSON)
        }
    }
}
