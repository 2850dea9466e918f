import Foundation
import JSON

/// One page (tab) of a `ChromiumSession`, attached with a flattened session: load a URL, set the
/// viewport, run scripts, click, read the page's events. Tests of decorated pages use it to load an
/// annotated chapter, click a box and read what the page's script dispatched.
package struct ChromiumPage {
    package let session: ChromiumSession
    package let targetID: String
    /// The flattened session id that commands to this page carry and its events come with.
    package let sessionID: String

    init(session: ChromiumSession, viewport: Viewport) throws {
        self.session = session
        let target = try session.send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"]?.stringValue else {
            throw ChromiumError.malformedMessage("Target.createTarget gave no targetId")
        }
        self.targetID = targetID
        let attached = try session.send("Target.attachToTarget", ["targetId": .string(targetID), "flatten": true])
        guard let sessionID = attached["sessionId"]?.stringValue else {
            throw ChromiumError.malformedMessage("Target.attachToTarget gave no sessionId")
        }
        self.sessionID = sessionID
        try send("Page.enable")
        try send("Runtime.enable")
        try setViewport(viewport)
    }

    /// Sends a command to this page's session.
    @discardableResult
    package func send(_ method: String, _ params: JSONValue = [:], timeout: Duration? = nil) throws -> JSONValue {
        try session.send(method, params, sessionID: sessionID, timeout: timeout)
    }

    /// Lays the page out as in a window of this size, at a device scale factor of 1.
    package func setViewport(_ viewport: Viewport) throws {
        try send("Emulation.setDeviceMetricsOverride", [
            "width": JSONValue(viewport.width), "height": JSONValue(viewport.height),
            "deviceScaleFactor": 1, "mobile": false,
        ])
    }

    /// Loads `url` and waits for its load event.
    package func navigate(to url: URL, timeout: Duration? = nil) throws {
        _ = session.takeEvents("Page.loadEventFired", sessionID: sessionID)
        let navigation = try send("Page.navigate", ["url": .string(url.absoluteString)], timeout: timeout)
        if let reason = navigation["errorText"]?.stringValue, !reason.isEmpty {
            throw ChromiumError.navigationFailed(url: url.absoluteString, reason: reason)
        }
        try session.waitForEvent("Page.loadEventFired", sessionID: sessionID, timeout: timeout)
    }

    /// Evaluates a JavaScript expression and returns its value as JSON (`returnByValue`); with
    /// `awaitPromise`, a promise's settled value. A thrown exception becomes `ChromiumError.scriptFailed`.
    @discardableResult
    package func evaluate(_ expression: String, awaitPromise: Bool = false, timeout: Duration? = nil) throws -> JSONValue {
        let reply = try send("Runtime.evaluate", [
            "expression": .string(expression), "awaitPromise": .bool(awaitPromise), "returnByValue": true,
        ], timeout: timeout)
        if let details = reply["exceptionDetails"] {
            let description = details["exception"]?["description"]?.stringValue
                ?? details["text"]?.stringValue ?? JSONWriter().string(details)
            throw ChromiumError.scriptFailed(String(description.prefix(2000)))
        }
        return reply["result"]?["value"] ?? .null
    }

    /// Clicks with the left button at (x, y) in CSS px of the viewport: a press and a release.
    package func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try send("Input.dispatchMouseEvent", [
                "type": .string(type), "x": JSONValue(x), "y": JSONValue(y), "button": "left", "clickCount": 1,
            ])
        }
    }

    /// The page's pending events named `method` (all when nil), removed from the session's queue.
    package func takeEvents(_ method: String? = nil) -> [DevToolsEvent] {
        session.takeEvents(method, sessionID: sessionID)
    }

    /// Closes the page's target.
    package func close() throws {
        try session.send("Target.closeTarget", ["targetId": .string(targetID)])
        _ = session.takeEvents(sessionID: sessionID)
    }
}
