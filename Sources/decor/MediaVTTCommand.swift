import ArgumentParser
import DecorEngine
import Foundation

/// `decor media vtt [PUB] --decorations FILE --href H`: the resource's decorations as WebVTT cues.
struct MediaVTTCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vtt",
        abstract: "Write the decorations of an audio or video resource as WebVTT (one cue per decoration, its note as text).")

    @OptionGroup var input: MediaDecorationOptions

    @Option(help: "Write the WebVTT file here instead of stdout.")
    var out: String?

    func run() throws {
        let (decorations, _) = try input.load()
        try MediaOutput.write(WebVTTWriter.document(decorations), to: out)
    }
}

/// Where `media vtt` and `media timeline` write.
enum MediaOutput {
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try OutputFile.write(Array(text.utf8), to: path)
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: "cannotWrite", message: "\(path): cannot be written", asJSON: true)
        }
    }
}
