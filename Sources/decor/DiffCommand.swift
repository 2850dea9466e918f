import ArgumentParser
import DecorEngine
import Foundation

/// `decor diff OLD.json NEW.json`: what changed between two states of decorations, per group and href.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the changes from one decorations file to another as JSON.",
        discussion: """
            Output: [{group, href, changes: [{kind: "remove", id} | {kind: "add"|"update", decoration}]}]. \
            Groups in sorted order; hrefs in order of first appearance in NEW, then OLD; within an href, \
            removes, then updates, then adds, each in file order. A decoration whose href changed is removed \
            at the old href and added at the new one. Either file may be - for standard input. Both are read \
            strictly: any invalid decoration exits with 2, naming it.
            """)

    @Argument(help: "The previous decorations file (- for standard input).")
    var old: String

    @Argument(help: "The new decorations file (- for standard input).")
    var new: String

    func validate() throws {
        guard !(old == "-" && new == "-") else { throw ValidationError("only one of the two files can be read from standard input") }
    }

    func run() throws {
        let oldFile = try DecorationsFileArgument.load(old, invalidDecorations: .refuseFile)
        let newFile = try DecorationsFileArgument.load(new, invalidDecorations: .refuseFile)
        do {
            let changes = try DecorationsFileDiff.changes(old: oldFile, new: newFile)
            let output = JSONWriter(pretty: true).string(.array(changes.map(\.json))) + "\n"
            FileHandle.standardOutput.write(Data(output.utf8))
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: error.code, message: error.message, asJSON: true)
        }
    }
}
