import JSON

/// A DevTools protocol event: a message the browser sends on its own (`Page.loadEventFired`,
/// `Runtime.consoleAPICalled`, `Runtime.bindingCalled`, …), from the target session that raised it.
public struct DevToolsEvent: Sendable, Equatable {
    public let method: String
    /// The flattened target session the event belongs to; nil for browser-level events.
    public let sessionID: String?
    public let params: JSONValue

    public init(method: String, sessionID: String?, params: JSONValue) {
        self.method = method
        self.sessionID = sessionID
        self.params = params
    }
}
