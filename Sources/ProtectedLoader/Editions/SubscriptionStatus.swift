/// What Verify Subscription says: the subscription's state, a message to show the reader, and the
/// editions the reader may open (none listed means all of them).
public struct SubscriptionStatus: Sendable, Equatable, Encodable {
    public enum State: String, Sendable, Encodable {
        case active
        case inactive
        case suspended
        /// The server gave no state, or one this client does not know.
        case unknown
    }

    public var state: State
    public var message: String?
    /// Product ids of the editions allowed; empty means every edition.
    public var editions: [String]

    public init(state: State, message: String?, editions: [String]) {
        self.state = state
        self.message = message
        self.editions = editions
    }
}
