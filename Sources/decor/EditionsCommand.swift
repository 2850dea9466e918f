import ArgumentParser
import DecorEngine
import Foundation

/// `decor editions FEED --service FILE`: the editions an OPDS feed lists, with the product ids and URLs
/// that `--service` opens.
struct EditionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "editions",
        abstract: "List the editions of a subscription publisher's OPDS feed as JSON.")

    @Argument(help: "The URL of the OPDS (Atom) feed.")
    var feed: String

    @OptionGroup var service: SubscriptionServiceFile

    func run() throws {
        guard let url = URL(string: feed), ["http", "https"].contains(url.scheme?.lowercased()) else {
            throw CommandFailure.usage("invalidURL", "\(feed) is not an http or https URL")
        }
        let editions = try SubscriptionServiceFile.reporting { try service.client().editions(inFeed: url) }
        JSONOutput.print(["editions": editions.entries])
    }
}
