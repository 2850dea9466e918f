import JSON

/// A DevTools protocol event: a message the browser sends on its own (`Page.loadEventFired`,
/// `Runtime.consoleAPICalled`, `Runtime.bindingCalled`, …), from the target session that raised it.
package struct DevToolsEvent: Sendable, Equatable {
    package let method: String
    /// The flattened target session the event belongs to; nil for browser-level events.
    package let sessionID: String?
    package let params: JSONValue

    package init(method: String, sessionID: String?, params: JSONValue) {
        self.method = method
        self.sessionID = sessionID
        self.params = params
    }
}
