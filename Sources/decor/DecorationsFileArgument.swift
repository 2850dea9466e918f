import DecorEngine

/// Reading the `--decorations` file of render and snapshot: an invalid file is an input error that names it.
enum DecorationsFileArgument {
    static func load(_ path: String) throws -> DecorationsFile {
        do {
            return try DecorationsFile.load(path: path)
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: error.code, message: "\(path): \(error.message)", asJSON: true)
        }
    }
}
