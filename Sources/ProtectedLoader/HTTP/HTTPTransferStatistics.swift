/// How much a streamed source cost: requests made and body bytes received.
public struct HTTPTransferStatistics: Sendable, Equatable {
    public var requestCount = 0
    public var bytesReceived: UInt64 = 0

    public init() {}
}
