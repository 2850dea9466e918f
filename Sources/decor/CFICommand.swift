import ArgumentParser
import DecorEngine

/// `decor cfi`: EPUB CFI utilities.
struct CFICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cfi",
        abstract: "EPUB CFI utilities.",
        subcommands: [CFICompareCommand.self])
}

/// `decor cfi compare A B`: -1, 0 or 1 as A sorts before, with or after B (EPUB CFI sorting rules; range
/// CFIs by start, then end).
struct CFICompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Print -1, 0 or 1 as the first CFI sorts before, with or after the second.")

    @Argument(help: "The first CFI (epubcfi(...) or a bare path).")
    var first: String

    @Argument(help: "The second CFI.")
    var second: String

    func run() throws {
        do {
            print(EPUBCFI.compare(try EPUBCFI(first), try EPUBCFI(second)))
        } catch {
            throw CommandFailure(error, asJSON: false)
        }
    }
}
