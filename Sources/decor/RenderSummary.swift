import DecorEngine
import Foundation

/// What `decor render` prints when it is done: where the output went and how many of each outcome.
struct RenderSummary: Encodable {
    let out: String
    let report: String
    let resources: [String: Int]
    let decorations: [String: Int]

    init(out: String, report: RenderReport) {
        self.out = out
        self.report = URL(fileURLWithPath: out).appendingPathComponent(PublicationRenderer.reportPath).path
        resources = Dictionary(report.resources.map { ($0.action.rawValue, 1) }, uniquingKeysWith: +)
        let drawn = report.decorations.count { $0.error == nil }
        decorations = ["drawn": drawn, "failed": report.decorations.count - drawn]
    }
}
