import ArgumentParser
import DecorEngine
import Foundation

/// `decor lcp forget PUB | --all`: deletes the LCP user keys decor remembered in its home
/// (passphrases.sqlite), so that the publication asks for its passphrase again.
struct LCPForgetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forget",
        abstract: "Forget the passphrase remembered for a publication's LCP license (or, with --all, every one).")

    /// What was forgotten.
    struct Report: Encodable {
        let forgotten: Int
        let licenseID: String?
    }

    @Argument(help: "An LCP-protected package (file or URL) or a .lcpl license.")
    var publication: String?

    @Flag(help: "Forget every remembered passphrase.")
    var all = false

    @OptionGroup var options: PublicationOptions

    func validate() throws {
        guard (publication == nil) == all else {
            throw ValidationError("give a publication or --all (one of them)")
        }
    }

    func run() throws {
        do {
            let remembered = PublicationOptions.rememberedPassphrases()
            guard let publication else {
                return JSONOutput.print(Report(forgotten: try remembered.forgetAll(), licenseID: nil))
            }
            // Opened offline: only the license is wanted, not its content.
            var opening = options
            opening.offline = true
            guard let licenseID = try opening.openPackage(publication, asJSON: true).protection?.license?.id else {
                throw CommandFailure(exitCode: CommandFailure.input, code: "noLicense",
                                     message: "\(publication): the publication has no LCP license", asJSON: true)
            }
            JSONOutput.print(Report(forgotten: try remembered.forget(licenseID: licenseID) ? 1 : 0, licenseID: licenseID))
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(error, asJSON: true)
        }
    }
}
