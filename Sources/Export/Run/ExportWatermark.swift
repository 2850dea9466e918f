import Foundation

/// The time up to which a completed run exported every change, kept per shard under `DIR/.decor-export/`
/// so that `--since last` exports only what changed after it.
enum ExportWatermark {
    static func path(for shard: ShardAssignment) -> String {
        ".decor-export/watermark-\(shard.index)-of-\(shard.count)"
    }

    static func read(in folder: ExportOutputFolder, shard: ShardAssignment) -> String? {
        folder.read(at: path(for: shard)).map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    static func write(_ time: String, in folder: ExportOutputFolder, shard: ShardAssignment) throws(ExportError) {
        try folder.write(Data((time + "\n").utf8), at: path(for: shard))
    }
}
