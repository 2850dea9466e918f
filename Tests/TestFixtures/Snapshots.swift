import Foundation

/// Reference outputs under `Snapshots/` at the package root, compared byte for byte. With
/// `DECOR_RECORD_SNAPSHOTS=1` in the environment the comparison writes the new output instead
/// (see Snapshots/README.md).
public enum Snapshots {
    public static let recordVariable = "DECOR_RECORD_SNAPSHOTS"

    public static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    public static func url(_ name: String) -> URL {
        Fixtures.packageRoot.appendingPathComponent("Snapshots").appendingPathComponent(name)
    }

    /// Nil when `data` equals the snapshot `name` (a path under Snapshots/), or when recording; otherwise
    /// what differs: a missing snapshot, or the first differing line of each.
    public static func mismatch(_ data: Data, name: String) throws -> String? {
        let url = url(name)
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            return nil
        }
        guard let expected = try? Data(contentsOf: url) else {
            return "no snapshot at Snapshots/\(name); run the test with \(recordVariable)=1 to record it"
        }
        guard expected != data else { return nil }
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let show = { (lines: [Substring]) in line < lines.count ? String(lines[line].prefix(300)) : "(end of file)" }
        return "Snapshots/\(name) differs at line \(line + 1):\n  expected: \(show(expectedLines))\n  actual:   \(show(actualLines))\n"
            + "(re-record with \(recordVariable)=1 if the change is intended)"
    }
}
