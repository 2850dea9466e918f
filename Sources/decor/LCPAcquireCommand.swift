import ArgumentParser
import DecorEngine
import Foundation

/// `decor lcp acquire LICENSE.lcpl --out FILE`: downloads the publication a license names, checks it and
/// writes the license into it; prints `{path, publicationURL, length, sha256, resumedFrom}`.
struct LCPAcquireCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "acquire",
        abstract: "Download the publication of an LCP license, check its length and hash, and put the license in it.",
        discussion: "The download goes to a hidden partial file beside FILE and is renamed only once checked; an "
            + "interrupted download is resumed with Range when the server allows.")

    enum ProgressStyle: String, ExpressibleByArgument {
        case auto, bar, jsonl, none
    }

    @Argument(help: "A .lcpl license.")
    var license: String

    @Option(help: "Where to write the publication.")
    var out: String

    @Option(help: "Progress on stderr: auto (a bar on a terminal, nothing otherwise), bar, jsonl or none.")
    var progress: ProgressStyle = .auto

    func run() throws {
        let document: Data
        do {
            document = try Data(contentsOf: URL(fileURLWithPath: license))
        } catch {
            throw CommandFailure(exitCode: CommandFailure.input, code: "invalidInput", message: "\(license): cannot read the license", asJSON: true)
        }
        do {
            let acquisition = try LicenseAcquisition(licenseDocument: document, fetcher: .shared)
            let reporter = AcquisitionProgressReporter(style: resolvedStyle)
            let result = try acquisition.acquire(to: URL(fileURLWithPath: out)) { reporter.report($0) }
            reporter.finish()
            JSONOutput.print(result)
        } catch {
            throw CommandFailure(error, asJSON: true)
        }
    }

    private var resolvedStyle: ProgressStyle {
        guard progress == .auto else { return progress }
        return isatty(STDERR_FILENO) == 1 ? .bar : .none
    }
}

/// Shows a download's progress on stderr: a bar with bytes, rate and ETA redrawn in place, or one JSON
/// event per line. Events are thinned to a few per second.
final class AcquisitionProgressReporter: @unchecked Sendable {
    private let style: LCPAcquireCommand.ProgressStyle
    private let lock = NSLock()
    private var lastReport = Date.distantPast

    init(style: LCPAcquireCommand.ProgressStyle) { self.style = style }

    func report(_ progress: LicenseAcquisition.Progress) {
        let now = Date()
        let done = progress.totalBytes.map { progress.receivedBytes >= $0 } ?? false
        guard lock.withLock({ () -> Bool in
            guard done || now.timeIntervalSince(lastReport) >= 0.2 else { return false }
            lastReport = now
            return true
        }) else { return }
        switch style {
        case .bar: StandardError.write("\r" + Self.bar(progress))
        case .jsonl:
            var event: [String: Any] = ["event": "progress", "received": progress.receivedBytes,
                                        "bytesPerSecond": Int(progress.bytesPerSecond)]
            if let total = progress.totalBytes { event["total"] = total }
            if let data = try? JSONSerialization.data(withJSONObject: event, options: [.sortedKeys]) {
                StandardError.write(String(decoding: data, as: UTF8.self) + "\n")
            }
        case .auto, .none: break
        }
    }

    func finish() {
        switch style {
        case .bar: StandardError.write("\n")
        case .jsonl: StandardError.write("{\"event\":\"done\"}\n")
        case .auto, .none: break
        }
    }

    private static func bar(_ progress: LicenseAcquisition.Progress) -> String {
        let received = megabytes(progress.receivedBytes)
        let rate = String(format: "%.1f MB/s", progress.bytesPerSecond / 1_000_000)
        guard let total = progress.totalBytes, total > 0 else { return "\(received) MB  \(rate)" }
        let fraction = min(1, Double(progress.receivedBytes) / Double(total))
        let width = 30
        let filled = Int(fraction * Double(width))
        let remaining = progress.bytesPerSecond > 0 ? Double(total - min(total, progress.receivedBytes)) / progress.bytesPerSecond : 0
        return "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
            + "\(received)/\(megabytes(total)) MB  \(rate)  ETA \(Int(remaining.rounded())) s"
    }

    private static func megabytes(_ bytes: UInt64) -> String { String(format: "%.1f", Double(bytes) / 1_000_000) }
}
