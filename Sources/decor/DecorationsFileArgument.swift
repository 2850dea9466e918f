import DecorEngine

/// Reading the `--decorations` file of render and snapshot: an invalid file is an input error that names it;
/// an unusable decoration is set aside, reported as its outcome, and the others are drawn.
enum DecorationsFileArgument {
    static func load(_ path: String) throws -> DecorationsFile {
        do {
            return try DecorationsFile.load(path: path, invalidDecorations: .setAside)
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: error.code, message: "\(path): \(error.message)", asJSON: true)
        }
    }
}
