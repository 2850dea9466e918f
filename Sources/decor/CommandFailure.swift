import DecorEngine
import Foundation

/// An error a subcommand ends with: its exit code and how to print it (JSON on stdout when the command
/// prints JSON, one line on stderr otherwise).
struct CommandFailure: Error {
    let exitCode: Int32
    let code: String
    let message: String
    let asJSON: Bool

    static let usage: Int32 = 1
    static let input: Int32 = 2
    static let protection: Int32 = 3

    init(exitCode: Int32, code: String, message: String, asJSON: Bool) {
        self.exitCode = exitCode
        self.code = code
        self.message = message
        self.asJSON = asJSON
    }

    /// Maps any error a command meets to its exit code: protection problems are 3, everything else about
    /// the input is 2.
    init(_ error: Error, asJSON: Bool) {
        switch error {
        case let failure as CommandFailure:
            self.init(exitCode: failure.exitCode, code: failure.code, message: failure.message, asJSON: asJSON)
        case let opening as OpeningError:
            let message = opening.isProtectionError
                ? NextStep.appending(NextStep.forProtection(message: "\(opening.code) \(opening.message)"), to: opening.message)
                : opening.message
            self.init(exitCode: opening.isProtectionError ? Self.protection : Self.input,
                      code: opening.code, message: message, asJSON: asJSON)
        case let publication as PublicationError:
            if case .restricted = publication {
                self.init(exitCode: Self.protection, code: publication.code,
                          message: NextStep.appending(NextStep.forProtection(message: publication.message), to: publication.message),
                          asJSON: asJSON)
            } else {
                self.init(exitCode: Self.input, code: publication.code, message: publication.message, asJSON: asJSON)
            }
        case let subscription as SubscriptionError:
            self.init(exitCode: subscription.isProtectionError ? Self.protection : Self.input,
                      code: subscription.code, message: subscription.message, asJSON: asJSON)
        case let coded as any CodedError:
            self.init(exitCode: Self.input, code: coded.code, message: coded.message, asJSON: asJSON)
        default:
            self.init(exitCode: Self.input, code: "invalidInput", message: String(describing: error), asJSON: asJSON)
        }
    }

    /// A usage error of a JSON command (exit 1).
    static func usage(_ code: String, _ message: String) -> CommandFailure {
        CommandFailure(exitCode: Self.usage, code: code, message: message, asJSON: true)
    }

    func report() {
        if asJSON {
            JSONOutput.print(["error": ["code": code, "message": message]])
        } else {
            StandardError.write("decor: \(message)\n")
        }
    }
}
