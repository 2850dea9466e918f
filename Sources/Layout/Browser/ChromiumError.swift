/// What went wrong with the headless browser: it could not be found or started, it went away, it did
/// not answer in time, or it refused a command. `code` and `message` are what the CLI prints.
public enum ChromiumError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No Chromium executable at any of the places tried.
    case notFound(searched: [String])
    case launchFailed(executable: String, reason: String)
    /// The browser closed its end of the pipe: it crashed, was killed or exited.
    case browserExited(while: String)
    /// Nothing came back within the time allowed.
    case timedOut(waitingFor: String, seconds: Double)
    /// The browser answered a command with an error.
    case commandFailed(method: String, code: Int, message: String)
    /// A script run in the page threw.
    case scriptFailed(String)
    case navigationFailed(url: String, reason: String)
    /// The browser sent something that is not a DevTools message, or a reply of an unexpected shape.
    case malformedMessage(String)
    /// The session was used after `close()`.
    case sessionClosed

    public var code: String {
        switch self {
        case .notFound, .launchFailed: "browserUnavailable"
        case .timedOut: "browserTimeout"
        default: "browserFailed"
        }
    }

    public var message: String {
        switch self {
        case let .notFound(searched):
            "chromium not found (tried \(searched.joined(separator: ", "))); install it with "
                + "`apt-get install -y chromium` or name it with DECOR_CHROMIUM"
        case let .launchFailed(executable, reason):
            "could not start \(executable): \(reason)"
        case let .browserExited(activity):
            "chromium closed the DevTools pipe (crashed or exited) while \(activity)"
        case let .timedOut(awaited, seconds):
            "no answer from chromium to \(awaited) within \(seconds) s"
        case let .commandFailed(method, code, message):
            "chromium refused \(method): \(message) (\(code))"
        case let .scriptFailed(details):
            "a script in the page threw: \(details)"
        case let .navigationFailed(url, reason):
            "chromium could not load \(url): \(reason)"
        case let .malformedMessage(details):
            "unexpected DevTools message: \(details)"
        case .sessionClosed:
            "the chromium session is closed"
        }
    }

    public var description: String { message }
}
