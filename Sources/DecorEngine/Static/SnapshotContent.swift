import Layout
import Templates

/// The engine's laid-out document in the SVG writer's terms.
enum SnapshotContent {
    static func content(of document: LaidOutDocument) -> LaidOutContent {
        let writingMode = Templates.WritingMode(rawValue: document.facts.writingMode) ?? .horizontalTB
        let runs = document.runs.map { run in
            TextRun(text: run.text, box: BuiltinRangeGeometry.rect(run.rect), baseline: run.baseline,
                    font: RunFont(family: run.family, size: run.fontSize, weight: run.fontWeight, isItalic: run.isItalic),
                    writingMode: writingMode, direction: run.isRightToLeft ? .rtl : .ltr, isSmallCaps: run.isSmallCaps,
                    letterSpacing: run.letterSpacing, wordSpacing: run.wordSpacing)
        }
        let boxes = document.replacedBoxes.map { box in
            ReplacedBox(kind: kind(of: box.element), rect: BuiltinRangeGeometry.rect(box.rect), alt: box.alt)
        }
        return LaidOutContent(runs: runs, replacedBoxes: boxes, writingMode: writingMode,
                              direction: document.facts.direction == "rtl" ? .rtl : .ltr)
    }

    private static func kind(of element: String) -> ReplacedBox.Kind {
        switch element {
        case "img", "image": .image
        case "svg": .svg
        case "math": .math
        case "table": .table
        default: .other
        }
    }
}
