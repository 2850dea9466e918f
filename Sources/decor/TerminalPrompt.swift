import DecorEngine
import Foundation

/// Asks a person at the terminal for a passphrase or password, without echoing it.
enum TerminalPrompt {
    @Sendable static func ask(_ request: CredentialsRequest) -> String? {
        var prompt = request.previousAttemptFailed ? "Incorrect, try again. " : ""
        prompt += request.scheme == .lcp ? "LCP passphrase" : "Password"
        if let hint = request.hint, !hint.isEmpty { prompt += " (\(hint))" }
        guard let answer = getpass(prompt + ": ") else { return nil }
        let text = String(cString: answer)
        return text.isEmpty ? nil : text
    }
}
