import Foundation
import Layout

/// One printed line of a fidelity run: a chapter in one mode and viewport.
struct FidelityRow {
    let chapter: String
    let mode: LayoutMode
    let agreement: LayoutAgreement
    let referenceSeconds: Double
    let candidateSeconds: Double

    static let header = [
        pad("chapter", 44), pad("mode", 9), pad("viewport", 10), pad("ranges", 7), pad("mean IoU", 9),
        pad("IoU≥0.9", 8), pad("pages", 8), pad("ref s", 7), "cand s",
    ].joined()

    var line: String {
        let measured = "\(agreement.ranges.count)" + (agreement.unmeasuredByReference > 0 ? "+\(agreement.unmeasuredByReference)" : "")
        return [
            Self.pad(chapter, 44), Self.pad(mode.rawValue, 9), Self.pad(agreement.viewport.description, 10),
            Self.pad(measured, 7), Self.pad(Self.fixed(agreement.meanIoU, 4), 9),
            Self.pad(Self.percent(agreement.share(atLeast: 0.9)), 8), Self.pad(Self.percent(agreement.pageAgreement), 8),
            Self.pad(Self.fixed(referenceSeconds, 2), 7), Self.fixed(candidateSeconds, 2),
        ].joined()
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    private static func percent(_ share: Double) -> String {
        String(format: "%.1f%%", share * 100)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        let shown = text.count > width - 1 ? "…" + text.suffix(width - 2) : text
        return shown + String(repeating: " ", count: max(1, width - shown.count))
    }
}
