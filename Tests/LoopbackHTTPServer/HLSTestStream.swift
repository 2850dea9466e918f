import Foundation

/// A short HLS audio stream made by Debian's ffmpeg for the media tests: ffmpeg's clear segments, the same
/// segments encrypted by ffmpeg itself (`-hls_key_info_file`, an explicit IV), and encrypted again by
/// `openssl enc` with the media sequence number as IV (RFC 8216's default). Made once per process.
public struct HLSTestStream: Sendable {
    public static let mediaSequence: UInt64 = 7
    public static let explicitIVHex = "0f0e0d0c0b0a09080706050403020100"

    public let key: Data
    /// The `#EXTINF` durations ffmpeg wrote, as written.
    public let durations: [String]
    public let clearSegments: [Data]
    public let explicitIVSegments: [Data]
    public let sequenceIVSegments: [Data]

    public static func shared() throws -> HLSTestStream {
        try cache.get()
    }

    private static let cache = Result { try HLSTestStream() }

    private init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-hls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        key = Data((0..<16).map { UInt8(($0 * 37 + 11) % 256) })
        try key.write(to: folder.appendingPathComponent("stream.key"))
        try "https://keys.invalid/k/content-42\n\(folder.path)/stream.key\n\(Self.explicitIVHex)\n"
            .write(to: folder.appendingPathComponent("keyinfo"), atomically: true, encoding: .utf8)
        let input = ["-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=4", "-c:a", "aac", "-b:a", "32k",
                     "-f", "hls", "-hls_time", "1", "-hls_playlist_type", "vod"]
        try Self.run("/usr/bin/ffmpeg", input + ["-hls_segment_filename", folder.path + "/clear%d.ts", folder.path + "/clear.m3u8"])
        try Self.run("/usr/bin/ffmpeg", input + ["-hls_key_info_file", folder.path + "/keyinfo",
                                                 "-hls_segment_filename", folder.path + "/explicit%d.ts", folder.path + "/explicit.m3u8"])
        let playlist = try String(contentsOf: folder.appendingPathComponent("clear.m3u8"), encoding: .utf8)
        durations = playlist.split(separator: "\n").filter { $0.hasPrefix("#EXTINF:") }
            .map { String($0.dropFirst(8).split(separator: ",", omittingEmptySubsequences: false)[0]) }
        clearSegments = try durations.indices.map { try Data(contentsOf: folder.appendingPathComponent("clear\($0).ts")) }
        explicitIVSegments = try durations.indices.map { try Data(contentsOf: folder.appendingPathComponent("explicit\($0).ts")) }
        let keyHex = key.map { String(format: "%02x", $0) }.joined()
        sequenceIVSegments = try durations.indices.map { index in
            let output = folder.appendingPathComponent("sequence\(index).ts")
            try Self.run("/usr/bin/openssl", ["enc", "-aes-128-cbc", "-K", keyHex, "-iv", String(format: "%032llx", Self.mediaSequence + UInt64(index)),
                                              "-in", folder.path + "/clear\(index).ts", "-out", output.path])
            return try Data(contentsOf: output)
        }
    }

    /// A media playlist over `segmentPath(index)` URIs with the given key tag (nil: clear).
    public func mediaPlaylist(keyTag: String?, mediaSequence: UInt64 = 0, segmentPath: (Int) -> String) -> String {
        var lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-TARGETDURATION:1", "#EXT-X-MEDIA-SEQUENCE:\(mediaSequence)"]
        if let keyTag { lines.append(keyTag) }
        for (index, duration) in durations.enumerated() {
            lines += ["#EXTINF:\(duration),", segmentPath(index)]
        }
        return (lines + ["#EXT-X-ENDLIST"]).joined(separator: "\n") + "\n"
    }

    /// Runs a tool, failing with its standard error when it exits non-zero.
    @discardableResult
    public static func run(_ tool: String, _ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolFailure(tool: tool, message: String(decoding: message, as: UTF8.self))
        }
        return result
    }

    public struct ToolFailure: Error, CustomStringConvertible {
        public let tool: String
        public let message: String
        public var description: String { "\(tool) failed: \(message)" }
    }
}
