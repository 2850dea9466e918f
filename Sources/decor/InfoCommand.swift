import ArgumentParser
import DecorEngine

/// `decor info PUB`: metadata, reading order and protection state as JSON.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print a publication's metadata, reading order and protection as JSON.",
        discussion: "A restricted publication (wrong passphrase, expired license…) is still described, with exit code 0.")

    @Argument(help: "An .epub (or any OCF ZIP), an exploded folder, or a .lcpl license.")
    var publication: String

    @OptionGroup var options: PublicationOptions

    func run() throws {
        let opened = try options.open(publication, asJSON: true)
        JSONOutput.print(PublicationInfo(opened))
    }
}
