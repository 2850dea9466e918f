import DecorEngine
import Export
import Foundation
import Synchronization

/// Shows an export's progress on stderr: a one-line bar (publications done/total, highlights per second,
/// ETA) on a terminal, or one JSON object per event (`--progress jsonl`) for orchestrators.
final class ExportProgressDisplay: Sendable {
    private let mode: String
    private let started = Date()

    init(mode: String) {
        self.mode = mode
    }

    func show(_ event: ExportEvent) {
        switch mode {
        case "jsonl": StandardError.write(JSONWriter().string(json(event)) + "\n")
        case "bar": StandardError.write(bar(event))
        default: break
        }
    }

    private func json(_ event: ExportEvent) -> JSONValue {
        let seconds = JSONValue((Date().timeIntervalSince(started) * 1000).rounded() / 1000)
        switch event {
        case let .started(publications):
            return ["event": "started", "publications": JSONValue(publications), "seconds": seconds]
        case let .publicationFinished(publication, done, total, highlights):
            return ["event": "publication", "publication": .string(publication), "done": JSONValue(done),
                    "total": JSONValue(total), "highlights": JSONValue(highlights), "seconds": seconds]
        case .finished:
            return ["event": "finished", "seconds": seconds]
        }
    }

    private func bar(_ event: ExportEvent) -> String {
        guard case let .publicationFinished(_, done, total, highlights) = event else {
            if case .finished = event { return "\n" }
            return ""
        }
        let elapsed = max(Date().timeIntervalSince(started), 0.001)
        let width = 30
        let filled = total == 0 ? width : width * done / total
        let remaining = done == 0 ? 0 : Int(elapsed / Double(done) * Double(total - done))
        let rate = Int(Double(highlights) / elapsed)
        return "\r[\(String(repeating: "#", count: filled))\(String(repeating: ".", count: width - filled))] "
            + "\(done)/\(total) publications · \(rate) highlights/s · ETA \(remaining / 60):\(String(format: "%02d", remaining % 60))"
    }
}
