import ArgumentParser
import DecorEngine
import Foundation

/// `decor media timeline [PUB] --decorations FILE --href H --out FILE.svg`: a track per group over the
/// resource's duration.
struct MediaTimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draw the decorations of an audio or video resource as an SVG timeline (a track per group).",
        discussion: "The time axis spans --duration, else the reading order's duration, else the end of the last decoration.")

    @OptionGroup var input: MediaDecorationOptions

    @Option(help: "The SVG file to write.")
    var out: String

    func run() throws {
        let (decorations, known) = try input.load()
        guard let duration = known ?? decorations.cues.map(\.end).max() else {
            throw CommandFailure(exitCode: CommandFailure.input, code: "unknownDuration",
                                 message: "\(decorations.href): no decoration has a time range and the duration is unknown (give --duration)",
                                 asJSON: true)
        }
        try MediaOutput.write(TimelineSVGWriter.document(decorations, duration: duration).xml, to: out)
    }
}
