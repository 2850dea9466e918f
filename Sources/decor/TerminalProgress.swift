import Foundation

/// A progress bar on stderr for work that takes more than a moment — what is being done, done/total,
/// rate and ETA — drawn only when stderr is a terminal (never into a pipe or a log) and not `--quiet`.
/// Redraws at most ten times a second; `finish()` clears the line.
final class TerminalProgress {
    private let label: String
    private let unit: String
    private let total: Int
    private let isShown: Bool
    private let started = Date()
    private var lastDrawn = Date.distantPast
    private var done = 0

    init(_ label: String, total: Int, unit: String, quiet: Bool) {
        self.label = label
        self.total = max(0, total)
        self.unit = unit
        isShown = !quiet && isatty(STDERR_FILENO) == 1 && total > 0
    }

    /// Sets how many units are done, redrawing when enough time has passed.
    func update(done: Int) {
        self.done = min(total, done)
        guard isShown, Date().timeIntervalSince(lastDrawn) >= 0.1 || self.done == total else { return }
        lastDrawn = Date()
        StandardError.write("\r\u{1B}[2K" + line())
    }

    func finish() {
        guard isShown else { return }
        StandardError.write("\r\u{1B}[2K")
    }

    /// `render  [##########..........]  42/150 chapters  12.3/s  ETA 0:09`
    func line(width: Int = 20) -> String {
        let elapsed = max(Date().timeIntervalSince(started), 0.001)
        let filled = total == 0 ? width : width * done / total
        let rate = Double(done) / elapsed
        let remaining = rate > 0 ? Int((Double(total - done) / rate).rounded(.up)) : nil
        let eta = remaining.map { "ETA \($0 / 60):" + String(format: "%02d", $0 % 60) } ?? "ETA –"
        return "\(label)  [\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))]  "
            + "\(done)/\(total) \(unit)  \(String(format: "%.1f", rate))/s  \(eta)"
    }
}
