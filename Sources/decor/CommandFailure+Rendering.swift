import DecorEngine

extension CommandFailure {
    /// The failure of a command that renders decorations (`render`, `snapshot`), as JSON: a restricted
    /// publication is 3, an output folder inside the input a usage error (1), a bad template names the
    /// decorations file (2); anything else as `init(_:asJSON:)` maps it.
    static func rendering(_ error: any Error, decorations: String) -> CommandFailure {
        switch error {
        case RenderError.restricted(let location, let reason):
            CommandFailure(exitCode: protection, code: "restricted",
                           message: NextStep.appending(NextStep.forProtection(message: reason),
                                                       to: RenderError.restricted(publication: location, reason: reason).message),
                           asJSON: true)
        case let error as RenderError:
            CommandFailure(exitCode: error.isOutputOverlappingInput ? usage : input, code: error.code,
                           message: error.message, asJSON: true)
        case let error as TemplateError:
            CommandFailure(exitCode: input, code: error.code, message: "\(decorations): \(error.message)", asJSON: true)
        default:
            CommandFailure(error, asJSON: true)
        }
    }
}

private extension RenderError {
    var isOutputOverlappingInput: Bool {
        if case .outputOverlapsInput = self { true } else { false }
    }
}
