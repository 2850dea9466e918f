import ArgumentParser

/// `decor media …`: HLS streams (playlists, keys, clear segments) and decorations on audio and video.
struct MediaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "media",
        abstract: "Read HLS streams (AES-128, plain or from a key server) and write media decorations as WebVTT or a timeline.",
        subcommands: [MediaInfoCommand.self, MediaCatCommand.self, MediaVTTCommand.self, MediaTimelineCommand.self])
}
