import JSON

extension DecorationsFile {
    /// Reads a decorations file already parsed as JSON (a server assembles one from a request body), with
    /// the same checks as `parse(_:limits:invalidDecorations:)` after its size and syntax checks.
    public static func read(_ root: JSONValue, limits: DecorationsFileLimits = DecorationsFileLimits(),
                            invalidDecorations: InvalidDecorationPolicy = .refuseFile) throws(DecorationsFileError) -> DecorationsFile {
        try DecorationsFileReader(limits: limits, policy: invalidDecorations).read(root)
    }
}
