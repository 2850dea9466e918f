import ArgumentParser
import DecorEngine
import Foundation

/// `decor lcp …`: the online side of Readium LCP licenses (License Status Document and acquisition), and the
/// passphrases decor remembers for them.
struct LCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lcp",
        abstract: "Check, register, renew and return LCP licenses, acquire publications, forget remembered passphrases.",
        subcommands: [
            LCPStatusCommand.self, LCPRegisterCommand.self, LCPRenewCommand.self, LCPReturnCommand.self,
            LCPAcquireCommand.self, LCPForgetCommand.self,
        ])
}

/// What `decor lcp status|register|renew|return` print: the status document and the license as it now is.
struct LCPStatusReport: Encodable {
    let status: LicenseStatusDocument
    let license: LicenseSummary?
}

/// What the license-status subcommands share: the publication whose license they manage, and how to
/// open it. `run` opens it without its own status check, runs one operation of its license service and
/// prints the report; failures are exit 3 with the server's problem type as the code.
struct LCPLicenseTarget: ParsableArguments {
    @Argument(help: "An LCP-protected package (file or URL) or a .lcpl license.")
    var publication: String

    @OptionGroup var options: PublicationOptions

    func run(_ operation: (LCPLicenseService) throws -> LicenseStatusDocument) throws {
        let opened = try options.open(publication, asJSON: true, checkingStatus: false)
        guard let service = opened.lcpLicense else {
            let reason = options.offline ? "--offline was given" : "the publication has no LCP license"
            throw CommandFailure(exitCode: CommandFailure.protection, code: "noLicenseService",
                                 message: "\(publication): no LCP license to manage online (\(reason))", asJSON: true)
        }
        do {
            let status = try operation(service)
            var summary = opened.protection?.license
            if let opened = summary, service.license.signingDate > opened.updated ?? opened.issued {
                summary = service.licenseSummary
            }
            JSONOutput.print(LCPStatusReport(status: status, license: summary))
        } catch let error as CodedError {
            throw CommandFailure(exitCode: CommandFailure.protection, code: error.code, message: error.message, asJSON: true)
        }
    }
}

/// `decor lcp status PUB`
struct LCPStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status", abstract: "Fetch and print the License Status Document of a publication's license.")

    @OptionGroup var target: LCPLicenseTarget

    func run() throws { try target.run { try $0.fetchStatus() } }
}

/// `decor lcp register PUB`
struct LCPRegisterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "register", abstract: "Register this device for a publication's license.")

    @OptionGroup var target: LCPLicenseTarget

    func run() throws { try target.run { try $0.register() } }
}

/// `decor lcp renew PUB [--end DATE]`
struct LCPRenewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "renew", abstract: "Renew a loan; the renewed license is written back into a local package.")

    @OptionGroup var target: LCPLicenseTarget

    @Option(help: "The requested end of the loan (ISO 8601 date or timestamp); the server's default when absent.")
    var end: String?

    func run() throws {
        var date: Date?
        if let end {
            // A full timestamp, or a day (midnight UTC).
            guard let parsed = (try? Date.ISO8601FormatStyle().parse(end))
                ?? (try? Date.ISO8601FormatStyle().year().month().day().parse(end)) else {
                throw ValidationError("--end: \(end) is not an ISO 8601 date")
            }
            date = parsed
        }
        try target.run { [date] in try $0.renew(end: date) }
    }
}

/// `decor lcp return PUB`
struct LCPReturnCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "return", abstract: "Return a loan early; the ended license is written back into a local package.")

    @OptionGroup var target: LCPLicenseTarget

    func run() throws { try target.run { try $0.returnPublication() } }
}
