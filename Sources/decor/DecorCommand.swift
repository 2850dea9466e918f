import ArgumentParser
import DecorEngine
import Foundation

/// The `decor` command: renders decorations into publications. Each subcommand lives in its own file.
@main
struct DecorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decor",
        abstract: "Renders decorations (highlights, underlines, marks) into the content of digital publications.",
        subcommands: [
            InfoCommand.self, CatCommand.self, LocateCommand.self, CFICommand.self, DiffCommand.self,
            LayoutCommand.self, RenderCommand.self, SnapshotCommand.self,
        ])

    /// Exit codes are part of the contract (cli.md): 0 success, 1 usage, 2 input, 3 protection.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            failure.report()
            Foundation.exit(failure.exitCode)
        } catch let chosen as ExitCode {
            // A command that printed its own error chose its code (`layout`'s 2 for an invalid document):
            // keep it rather than folding it into the usage code below.
            Foundation.exit(chosen.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(1)
        }
    }
}
