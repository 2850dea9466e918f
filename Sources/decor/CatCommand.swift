import ArgumentParser
import DecorEngine
import Foundation

/// `decor cat PUB HREF`: a resource's clear bytes on stdout.
struct CatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cat",
        abstract: "Write a resource's clear bytes (decrypted, de-obfuscated) to stdout.")

    @Argument(help: "An .epub (or any OCF ZIP), an exploded folder, or a .lcpl license.")
    var publication: String

    @Argument(help: "The resource's path in the container (OPS/chapter_001.xhtml); a leading / is accepted.")
    var href: String

    @OptionGroup var options: PublicationOptions

    /// Resources are written in chunks so that a large one never has to fit in memory at once.
    static let chunkSize: UInt64 = 1 << 20

    func run() throws {
        let opened = try options.openPackage(publication, asJSON: false)
        do {
            let resource = try opened.resource(href: href)
            let length = try resource.length()
            var offset: UInt64 = 0
            while offset < length {
                let end = min(length, offset + Self.chunkSize)
                FileHandle.standardOutput.write(try resource.read(range: offset..<end))
                offset = end
            }
        } catch PublicationError.resourceNotFound(let location, let missing) {
            let message = PublicationError.resourceNotFound(publication: location, href: missing).message
            throw CommandFailure(exitCode: CommandFailure.input, code: "resourceNotFound",
                                 message: NextStep.appending(NextStep.forMissingHref(missing, in: opened.paths), to: message), asJSON: false)
        } catch {
            throw CommandFailure(error, asJSON: false)
        }
    }
}
