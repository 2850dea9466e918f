import Foundation
import JSON

/// A headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe`: commands
/// with ids and their replies, events kept until asked for, a deadline on every wait, and a clean
/// shutdown (`Browser.close`, then the process and its helpers reaped, the temporary profile removed).
///
/// Not thread-safe: use one session from one thread at a time. Pages are opened with `openPage`.
package final class ChromiumSession {
    /// The browser's product (`Chrome/156.0.8078.79`) and user agent, as `Browser.getVersion` gives them.
    package private(set) var product = ""
    package private(set) var userAgent = ""
    package let commandTimeout: Duration
    /// Seconds from spawning the browser to its first answer.
    package private(set) var launchSeconds = 0.0

    private var process: ChromiumProcess?
    private var pipe: DevToolsPipe
    private var lastID = 0
    private var pendingEvents: [DevToolsEvent] = []

    /// Events kept at most; the oldest go first (a page that logs forever must not exhaust memory).
    package static let maximumPendingEvents = 10_000

    /// Replies carry whole page texts and measurements: strings are bounded by the message size only,
    /// nesting by what Foundation's decoder allowed before.
    private static let messageParser = JSONParser(maxDepth: 512, maxStringBytes: DevToolsPipe.maximumMessageBytes)

    /// Starts a browser and waits until it answers.
    package init(options: ChromiumLaunchOptions = ChromiumLaunchOptions()) throws {
        let started = ContinuousClock.now
        let executable = try ChromiumExecutable.locate(
            explicit: options.executable, environment: ProcessInfo.processInfo.environment)
        let process = try ChromiumProcess.launch(
            executable: executable, extraArguments: options.extraArguments, log: options.log)
        self.process = process
        pipe = DevToolsPipe(writeDescriptor: process.commandDescriptor, readDescriptor: process.replyDescriptor)
        commandTimeout = options.commandTimeout
        let version: JSONValue
        do {
            version = try send("Browser.getVersion", timeout: options.launchTimeout)
        } catch {
            close()
            throw error
        }
        product = version["product"]?.stringValue ?? ""
        userAgent = version["userAgent"]?.stringValue ?? ""
        launchSeconds = (ContinuousClock.now - started) / .seconds(1)
    }

    deinit { close() }

    /// The browser's process id while it runs.
    package var processID: Int32? { process?.pid }

    /// The browser's temporary profile folder while it runs; every process of the browser names it.
    var profileDirectory: URL? { process?.profile }

    /// Sends a command and waits for its reply, keeping the events that arrive meanwhile. Returns the
    /// reply's `result`; a reply with an `error` throws `ChromiumError.commandFailed`. A reply that comes
    /// after its timeout is ignored when it arrives.
    @discardableResult
    package func send(
        _ method: String, _ params: JSONValue = [:], sessionID: String? = nil, timeout: Duration? = nil
    ) throws -> JSONValue {
        guard process != nil else { throw ChromiumError.sessionClosed }
        lastID += 1
        let id = lastID
        var message: JSONValue = ["id": JSONValue(id), "method": .string(method), "params": params]
        if let sessionID, case var .object(members) = message {
            members.append(JSONMember("sessionId", .string(sessionID)))
            message = .object(members)
        }
        do {
            try pipe.send(JSONWriter().string(message))
        } catch {
            throw failure(error, awaiting: method, timeout: timeout)
        }
        let deadline = ContinuousClock.now + (timeout ?? commandTimeout)
        while true {
            let reply = try nextMessage(before: deadline, awaiting: method, timeout: timeout)
            guard reply["id"]?.integerValue == id else { continue }
            if let error = reply["error"] {
                throw ChromiumError.commandFailed(
                    method: method, code: error["code"]?.integerValue ?? 0,
                    message: error["message"]?.stringValue ?? "\(JSONWriter().string(error))")
            }
            return reply["result"] ?? [:]
        }
    }

    /// Waits for an event (already received, or to come) named `method`, from `sessionID` when given,
    /// that satisfies `condition`; removes it from the pending events and returns it.
    @discardableResult
    package func waitForEvent(
        _ method: String, sessionID: String? = nil, timeout: Duration? = nil,
        where condition: (DevToolsEvent) -> Bool = { _ in true }
    ) throws -> DevToolsEvent {
        guard process != nil else { throw ChromiumError.sessionClosed }
        let isWanted = { (event: DevToolsEvent) in
            event.method == method && (sessionID == nil || event.sessionID == sessionID) && condition(event)
        }
        if let index = pendingEvents.firstIndex(where: isWanted) { return pendingEvents.remove(at: index) }
        let deadline = ContinuousClock.now + (timeout ?? commandTimeout)
        while true {
            _ = try nextMessage(before: deadline, awaiting: method, timeout: timeout)
            if let index = pendingEvents.firstIndex(where: isWanted) { return pendingEvents.remove(at: index) }
        }
    }

    /// Removes and returns the pending events named `method` (all when nil) from `sessionID` (any when nil).
    package func takeEvents(_ method: String? = nil, sessionID: String? = nil) -> [DevToolsEvent] {
        let matches = { (event: DevToolsEvent) in
            (method == nil || event.method == method) && (sessionID == nil || event.sessionID == sessionID)
        }
        let taken = pendingEvents.filter(matches)
        pendingEvents.removeAll(where: matches)
        return taken
    }

    /// Opens a new page (a target attached with a flattened session) showing about:blank.
    package func openPage(viewport: Viewport = .standard) throws -> ChromiumPage {
        try ChromiumPage(session: self, viewport: viewport)
    }

    /// Asks the browser to close, then ends and reaps it and its helpers. Safe to call more than once.
    package func close() {
        guard let process else { return }
        _ = try? send("Browser.close", timeout: .seconds(5))
        process.terminate(grace: 10)
        self.process = nil
    }

    /// Reads one message; events are queued, replies returned.
    private func nextMessage(
        before deadline: ContinuousClock.Instant, awaiting: String, timeout: Duration?
    ) throws -> JSONValue {
        let data: Data
        do {
            data = try pipe.receive(before: deadline)
        } catch {
            throw failure(error, awaiting: awaiting, timeout: timeout)
        }
        guard let message = try? Self.messageParser.parse(data), case .object = message else {
            throw ChromiumError.malformedMessage(String(decoding: data.prefix(200), as: UTF8.self))
        }
        if let method = message["method"]?.stringValue, message["id"] == nil {
            if pendingEvents.count >= Self.maximumPendingEvents { pendingEvents.removeFirst() }
            pendingEvents.append(DevToolsEvent(
                method: method, sessionID: message["sessionId"]?.stringValue, params: message["params"] ?? [:]))
        }
        return message
    }

    private func failure(_ error: any Error, awaiting: String, timeout: Duration?) -> any Error {
        switch error {
        case PipeFailure.timedOut:
            return ChromiumError.timedOut(waitingFor: awaiting, seconds: (timeout ?? commandTimeout) / .seconds(1))
        case PipeFailure.closed:
            return ChromiumError.browserExited(while: "waiting for \(awaiting)")
        case let PipeFailure.io(reason):
            return ChromiumError.browserExited(while: "waiting for \(awaiting) (\(reason))")
        default:
            return error
        }
    }
}
