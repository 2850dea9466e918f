import ArgumentParser
import DecorEngine
import Foundation

/// `--service FILE`: the subscription publisher whose endpoints the file names, with the tokens and
/// edition credentials kept for it in the decor home (`subscriptions.sqlite`).
struct SubscriptionServiceFile: ParsableArguments {
    @Option(name: .customLong("service"), help: ArgumentHelp(
        "The service file (JSON) naming the subscription publisher's endpoints.", valueName: "FILE"))
    var path: String

    /// The client of the service; an unreadable file is an input error (exit 2).
    func client() throws -> SubscriptionClient {
        try Self.client(at: path)
    }

    static func client(at path: String) throws -> SubscriptionClient {
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            data = try handle.read(upToCount: SubscriptionService.maximumFileSize + 1) ?? Data()
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: "invalidInput", message: "\(path): cannot read the service file",
                                 asJSON: true)
        }
        let service = try SubscriptionService(data: data, location: path)
        let repository = SubscriptionRepository(url: DecorHome.directory().appendingPathComponent("subscriptions.sqlite"))
        return SubscriptionClient(service: service, repository: repository, fetcher: .shared)
    }

    /// Runs a subscription operation with its errors made the CLI's (JSON on stdout): the server's refusals
    /// exit 3, unreadable files and unreachable servers 2.
    static func reporting<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw CommandFailure(error, asJSON: true)
        }
    }
}
