import JSON

extension DecorationsFile {
    /// Reads a decorations file already parsed as JSON (a server assembles one from a request body), with
    /// the same checks as `parse(_:limits:invalidDecorations:)` after its size and syntax checks.
    ///
    /// `previous`, a file read earlier with the same limits (a group's stored state), saves checking again
    /// what did not change: when both files declare the same templates, a decoration whose JSON is the same
    /// as the one with its id in the same group of `previous` is taken from there as it is, so a new state
    /// with 1% of its decorations changed is checked for that 1%. The result is the same with or without it.
    public static func read(_ root: JSONValue, limits: DecorationsFileLimits = DecorationsFileLimits(),
                            invalidDecorations: InvalidDecorationPolicy = .refuseFile,
                            reusing previous: DecorationsFile? = nil) throws(DecorationsFileError) -> DecorationsFile {
        try DecorationsFileReader(limits: limits, policy: invalidDecorations, previous: previous).read(root)
    }
}
