import ArgumentParser
import DecorEngine
import Foundation

/// The `decor` command: renders decorations into publications. Each subcommand lives in its own file.
@main
struct DecorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decor",
        abstract: "Renders decorations (highlights, underlines, marks) into the content of digital publications.",
        discussion: "The full reference (every command, JSON shape and file format) is in the docs/ folder of decor's repository.",
        version: DecorVersion.current,
        subcommands: [
            InfoCommand.self, CatCommand.self, LocateCommand.self, CFICommand.self, DiffCommand.self,
            LayoutCommand.self, RenderCommand.self, SnapshotCommand.self,
            ServeCommand.self, ExportCommand.self, LCPCommand.self, MediaCommand.self,
            SignInCommand.self, SubscriptionCommand.self, SignOutCommand.self, EditionsCommand.self,
        ])

    /// Exit codes are part of the contract (cli.md): 0 success, 1 usage, 2 input, 3 protection.
    static func main() async {
        do {
            var command = try parseAsRoot()
            // A server shuts down gracefully on its own signals and gives memory back between requests; every
            // other command is cleaned up and ended, and keeps what it frees, in huge pages, until it exits.
            if !(command is ServeCommand) {
                InterruptCleanup.installSignalHandlers()
                AllocatorTuning.keepFreedMemory()
                AllocatorTuning.useHugePages()
            }
            defer { try? HTTPFetcher.shutdownShared() }
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            failure.report()
            InterruptCleanup.exit(failure.exitCode)
        } catch let chosen as ExitCode {
            // A command that printed its own error chose its code (`layout`'s 2 for an invalid document):
            // keep it rather than folding it into the usage code below.
            InterruptCleanup.exit(chosen.rawValue)
        } catch {
            if exitCode(for: error) == .success {
                exit(withError: error)
            }
            StandardError.write(fullMessage(for: error) + "\n")
            InterruptCleanup.exit(1)
        }
        InterruptCleanup.exit(0)
    }
}
