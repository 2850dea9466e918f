/// Why an LCP-encrypted resource could not be decrypted although the license was unlocked: the entry is
/// damaged or declares something impossible.
public struct LCPResourceError: CodedError, Sendable, Equatable {
    public let path: String
    public let reason: String

    public var code: String { "invalidInput" }
    public var message: String { "\(path): cannot decrypt: \(reason)" }
}
