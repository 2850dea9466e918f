import ArgumentParser
import DecorEngine

/// `decor sign-out --service FILE`: tells the publisher and forgets the user token (editions already
/// fetched stay readable).
struct SignOutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-out",
        abstract: "Sign out of a subscription publisher: the user token is forgotten, fetched editions stay readable.")

    @OptionGroup var service: SubscriptionServiceFile

    func run() throws {
        let client = try SubscriptionServiceFile.reporting { try service.client() }
        try SubscriptionServiceFile.reporting { try client.signOut() }
        JSONOutput.print(["signedOut": client.service.identity])
    }
}
