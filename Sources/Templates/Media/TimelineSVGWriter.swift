import Foundation
import DecorModel

/// Draws media decorations as a timeline picture: one track per group (in file order), each decoration a
/// bar from its start to its end across the resource's duration, in its tint — filled for a highlight,
/// stroked for an outline, filled with a marker for a note — with its note as the bar's tooltip. Every
/// string is escaped by the SVG writer; numbers have at most two decimals, so the output is deterministic.
public enum TimelineSVGWriter {
    static let width = 960.0
    static let labelWidth = 160.0
    static let trackHeight = 28.0
    static let barInset = 4.0
    static let axisHeight = 28.0

    /// The timeline of `decorations` over `duration` seconds (a positive number; bars past it are clipped).
    public static func document(_ decorations: MediaDecorations, duration: Double) -> SVGDocument {
        let span = duration > 0 && duration.isFinite ? duration : 1
        let height = Double(decorations.groups.count) * trackHeight + axisHeight
        var root = SVGElement("svg", ["xmlns": SVGDocument.namespace, "class": "decor-timeline"])
        root.set("width", width)
        root.set("height", height)
        root.set("viewBox", "0 0 \(PixelValue.format(width)) \(PixelValue.format(height))")
        root.set("data-href", decorations.href)
        root.set("data-duration", span)
        var title = SVGElement("title")
        title.append(text: decorations.href)
        root.append(title)
        for (index, group) in decorations.groups.enumerated() {
            root.append(track(group, cues: decorations.cues.filter { $0.group == group }, top: Double(index) * trackHeight, span: span))
        }
        root.append(axis(top: Double(decorations.groups.count) * trackHeight, span: span))
        return SVGDocument(root: root)
    }

    private static func track(_ group: String, cues: [MediaCue], top: Double, span: Double) -> SVGElement {
        var element = SVGElement("g", ["class": "track", "data-group": group])
        var label = SVGElement("text", ["font-family": "sans-serif", "font-size": "12"])
        label.set("x", 4)
        label.set("y", top + trackHeight / 2 + 4)
        label.append(text: group)
        element.append(label)
        var lane = SVGElement("rect", ["fill": "#f2f2f2"])
        lane.set("x", labelWidth)
        lane.set("y", top + 1)
        lane.set("width", width - labelWidth)
        lane.set("height", trackHeight - 2)
        element.append(lane)
        for cue in cues { element.append(bar(cue, top: top, span: span)) }
        return element
    }

    private static func bar(_ cue: MediaCue, top: Double, span: Double) -> SVGElement {
        let style = cue.decoration.style
        let tint = style.tint ?? .yellow
        var element = SVGElement("g", ["data-decoration-id": cue.decoration.id, "data-style": style.type.name])
        element.set("data-start", cue.start)
        element.set("data-end", cue.end)
        var rect = SVGElement("rect")
        let left = x(cue.start, span: span), right = x(min(cue.end, span), span: span)
        rect.set("x", left)
        rect.set("y", top + barInset)
        rect.set("width", max(1, right - left))
        rect.set("height", trackHeight - 2 * barInset)
        rect.set("rx", 3)
        switch style.type {
        case .outline:
            rect.set("fill", "none")
            rect.stroke(tint, width: 2)
        default:
            rect.fill(tint, opacity: style.isActive ? tint.alpha : DefaultTemplates.fillAlpha * tint.alpha)
        }
        if !cue.text.isEmpty {
            var tooltip = SVGElement("title")
            tooltip.append(text: cue.text)
            rect.append(tooltip)
        }
        element.append(rect)
        if case .note = style.type {
            var marker = SVGElement("circle")
            marker.set("cx", left)
            marker.set("cy", top + barInset)
            marker.set("r", 3)
            marker.fill(tint, opacity: tint.alpha)
            element.append(marker)
        }
        return element
    }

    /// A time axis with about ten ticks at round numbers of seconds.
    private static func axis(top: Double, span: Double) -> SVGElement {
        var element = SVGElement("g", ["class": "axis", "font-family": "sans-serif", "font-size": "10"])
        var line = SVGElement("line", ["stroke": "#999999"])
        line.set("x1", labelWidth)
        line.set("y1", top + 1)
        line.set("x2", width)
        line.set("y2", top + 1)
        element.append(line)
        let step = tickStep(span)
        var time = 0.0
        while time <= span + step / 1000 {
            var tick = SVGElement("text", ["text-anchor": "middle"])
            tick.set("x", x(time, span: span))
            tick.set("y", top + 16)
            tick.append(text: WebVTTWriter.timestamp(time).replacingOccurrences(of: ".000", with: ""))
            element.append(tick)
            time += step
        }
        return element
    }

    /// 1, 2 or 5 times a power of ten, so that the span has at most ten ticks.
    static func tickStep(_ span: Double) -> Double {
        var step = 0.001
        while span / step > 10 {
            for factor in [2.0, 2.5, 2.0] where span / step > 10 { step *= factor }
        }
        return step
    }

    private static func x(_ time: Double, span: Double) -> Double {
        labelWidth + (width - labelWidth) * max(0, time) / span
    }
}
