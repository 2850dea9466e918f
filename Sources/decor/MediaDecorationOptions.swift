import ArgumentParser
import DecorEngine
import Foundation

/// What `media vtt` and `media timeline` share: the optional publication whose reading order holds the
/// resource, the decorations file, the resource's href and its duration.
struct MediaDecorationOptions: ParsableArguments {
    @Argument(help: "The publication whose reading order has the audio or video resource (optional).")
    var publication: String?

    @Option(help: "The decorations file (JSON, see docs/decorations-file.md; - for standard input).")
    var decorations: String

    @Option(help: "The audio or video resource the decorations target (their locators' href).")
    var href: String

    @Option(help: "The resource's length in seconds (else the publication's reading order says it).")
    var duration: Double?

    @OptionGroup var options: PublicationOptions

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be a positive number of seconds") }
    }

    /// The resource's decorations; the ones no media writer draws are listed on stderr.
    func load() throws -> (decorations: MediaDecorations, duration: Double?) {
        let link = try publication.map { try readingOrderLink($0) }
        let duration = duration ?? link?.duration
        let file = try DecorationsFileArgument.load(decorations)
        let media = MediaDecorations(file: file, href: href, duration: duration)
        if !media.rejected.isEmpty {
            var lines = ["decor: \(media.rejected.count) decorations of \(media.href) are not drawn:"]
            lines += media.rejected.map { "  group \"\($0.group)\", decoration \"\($0.id ?? "?")\": \($0.reason)" }
            StandardError.write(lines.joined(separator: "\n") + "\n")
        }
        return (media, duration)
    }

    /// The reading order's link for `href`, which must be audio or video.
    private func readingOrderLink(_ path: String) throws -> Link {
        let opened = try options.open(path, asJSON: true)
        let wanted = Decoration.normalizedHref(href)
        guard let link = opened.readingOrder.first(where: { $0.href == wanted }) else {
            throw CommandFailure(exitCode: CommandFailure.input, code: "resourceNotFound",
                                 message: NextStep.appending(NextStep.forMissingHref(wanted, in: opened.readingOrder.map(\.href)),
                                                             to: "\(path): \(wanted) is not in the reading order"),
                                 asJSON: true)
        }
        guard link.isMedia else {
            throw CommandFailure(exitCode: CommandFailure.input, code: "notMedia",
                                 message: "\(path): \(wanted) is \(link.mediaType), not an audio or video resource", asJSON: true)
        }
        return link
    }
}
