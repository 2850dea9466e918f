import ArgumentParser
import DecorEngine

@main
struct DecorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decor",
        subcommands: [LayoutCommand.self])
}
