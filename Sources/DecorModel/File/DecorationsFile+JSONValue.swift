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

    /// One element of a group's decorations array, as a server that compared it with the stored state has it.
    public enum GroupElement: Sendable {
        /// The decoration the same JSON was read as before (with the same limits and templates).
        case unchanged(Decoration)
        /// JSON still to be checked.
        case json(JSONValue)
    }

    /// A file of the one group `name`, with `templates` already read, from its elements: the checks and
    /// errors of `read(_:limits:invalidDecorations:reusing:)` for that group, run only on `.json` elements
    /// (ids are still checked unique across all of them).
    public static func read(group name: String, elements: [GroupElement], templates: [String: TemplateDefinition],
                            limits: DecorationsFileLimits = DecorationsFileLimits()) throws(DecorationsFileError) -> DecorationsFile {
        var invalid: [InvalidDecoration] = []
        let group = try DecorationsFileReader(limits: limits, policy: .refuseFile)
            .readGroup(name, elements: elements, total: elements.count, templates: templates, invalid: &invalid)
        return DecorationsFile(groups: [group], templates: templates)
    }
}
