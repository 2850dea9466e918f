import ArgumentParser
import DecorEngine
import Foundation

/// `decor sign-in --service FILE --user U --password-stdin`: signs in to a subscription publisher and
/// keeps the user token. The password is read from standard input, sent once and kept nowhere.
struct SignInCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sign-in",
        abstract: "Sign in to a subscription publisher (token-authorised editions) and keep the user token.",
        discussion: "The password is read from standard input (its first line), never from an argument, and is never stored.")

    /// A password is one line; anything longer is not one.
    static let maximumPasswordLength = 4096

    @OptionGroup var service: SubscriptionServiceFile

    @Option(help: "The user name (or e-mail, or subscriber number) the publisher knows the reader by.")
    var user: String

    @Flag(help: "Read the password from standard input (required: a password is never an argument).")
    var passwordStdin = false

    func validate() throws {
        guard passwordStdin else { throw ValidationError("give --password-stdin and the password on standard input") }
    }

    func run() throws {
        let password = try Self.readPassword()
        guard !password.isEmpty else { throw CommandFailure.usage("invalidPassword", "no password on standard input") }
        let client = try SubscriptionServiceFile.reporting { try service.client() }
        let tokens = try SubscriptionServiceFile.reporting { try client.signIn(user: user, password: password) }
        JSONOutput.print(SignInReport(service: client.service.identity, user: user, feedToken: tokens.feed != nil))
    }
}

extension SignInCommand {
    /// The first line of standard input; typed at a terminal, it is not echoed.
    static func readPassword() throws -> String {
        if isatty(STDIN_FILENO) == 1 {
            return getpass("Password: ").map { String(cString: $0) } ?? ""
        }
        guard let input = StandardInput.read(limit: maximumPasswordLength) else {
            throw CommandFailure.usage("invalidPassword", "the password on standard input is longer than \(maximumPasswordLength) bytes")
        }
        let firstLine = String(decoding: input, as: UTF8.self).split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(firstLine.hasSuffix("\r") ? firstLine.dropLast() : firstLine)
    }
}

/// What `decor sign-in` prints: never a token.
struct SignInReport: Encodable {
    let service: String
    let user: String
    /// Whether the server gave the second token, sent with top-level OPDS feeds.
    let feedToken: Bool
}
