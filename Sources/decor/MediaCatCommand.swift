import ArgumentParser
import DecorEngine
import Foundation

/// `decor media cat PLAYLIST_URL INDEX [--key-server FILE] [--out FILE]`: one segment's clear bytes.
struct MediaCatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cat",
        abstract: "Write an HLS segment's clear bytes (decrypted with its AES-128 key) to stdout or --out.")

    @OptionGroup var stream: MediaStreamOptions

    @Argument(help: "The segment's index in the media playlist, from 0.")
    var index: Int

    @Option(help: "Write the bytes to this file instead of stdout.")
    var out: String?

    func run() throws {
        let url = try stream.playlistURL(asJSON: false)
        let clear = try stream.failingAsCommand(asJSON: false) {
            let loader = HLSLoader(fetcher: .shared)
            return try loader.clearSegment(index, of: try loader.load(url), keys: try stream.keySource())
        }
        guard let out else {
            FileHandle.standardOutput.write(clear)
            return
        }
        do {
            try OutputFile.write(clear, to: out)
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: "cannotWrite", message: "\(out): cannot be written", asJSON: false)
        }
    }
}
