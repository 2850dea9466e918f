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
            at the old href and added at the new one. Invalid files exit with 2.
            """)

    @Argument(help: "The previous decorations file.")
    var old: String

    @Argument(help: "The new decorations file.")
    var new: String

    func run() throws {
        let oldFile = try load(old)
        let newFile = try load(new)
        do {
            let changes = try DecorationsFileDiff.changes(old: oldFile, new: newFile)
            let output = JSONWriter(pretty: true).string(.array(changes.map(\.json))) + "\n"
            FileHandle.standardOutput.write(Data(output.utf8))
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: error.code, message: error.message, asJSON: true)
        }
    }

    /// Errors name the file they come from, since both arguments are decorations files.
    private func load(_ path: String) throws -> DecorationsFile {
        do {
            return try DecorationsFile.load(path: path)
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: error.code, message: "\(path): \(error.message)", asJSON: true)
        }
    }
}
