import ArgumentParser
import DecorEngine

/// `decor subscription --service FILE`: what the publisher says of the signed-in reader's subscription.
struct SubscriptionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "subscription",
        abstract: "Print the subscription's state, message and allowed editions (none listed means all) as JSON.")

    @OptionGroup var service: SubscriptionServiceFile

    func run() throws {
        JSONOutput.print(try SubscriptionServiceFile.reporting { try service.client().verifySubscription() })
    }
}
