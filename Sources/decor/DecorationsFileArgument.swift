import DecorEngine

/// Reading a decorations file argument (`-` for standard input): an invalid file is an input error that
/// names it. render and snapshot set an unusable decoration aside, report it as its outcome and draw the
/// others; diff refuses the file.
enum DecorationsFileArgument {
    static func load(_ path: String, invalidDecorations: InvalidDecorationPolicy = .setAside) throws -> DecorationsFile {
        do throws(DecorationsFileError) {
            guard path == "-" else { return try DecorationsFile.load(path: path, invalidDecorations: invalidDecorations) }
            let limits = DecorationsFileLimits()
            guard let data = StandardInput.read(limit: limits.maxFileBytes) else {
                throw DecorationsFileError(.limitExceeded, "the file is larger than \(limits.maxFileBytes) bytes")
            }
            return try DecorationsFile.parse(Array(data), limits: limits, invalidDecorations: invalidDecorations)
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: error.code, message: "\(path): \(error.message)", asJSON: true)
        }
    }
}
