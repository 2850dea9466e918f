/// Why one decoration was not drawn, as the render report states it: the locator could not be read or
/// resolved, its resource is missing or unusable, or the writer refused its template. Other decorations
/// are drawn regardless.
public struct DecorationError: CodedError, Sendable, Equatable {
    public let code: String
    public let message: String

    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    init(_ error: any CodedError) {
        self.init(code: error.code, message: error.message)
    }
}
