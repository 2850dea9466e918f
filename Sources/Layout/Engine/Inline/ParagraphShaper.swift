/// The glyph advances of one inline formatting context's text. Consecutive text items in the same font
/// are shaped together, across inline boxes that add no spacing of their own (so that kerning and
/// ligatures work across them, as in Chromium); then each run is split by font fallback and bidi
/// level and shaped with HarfBuzz. Letter and word spacing are added per character; newlines, object
/// replacement characters and tabs get their advances from layout, not from a font.
struct ParagraphShaper {
    let fonts: DocumentFonts
    let cache: TextMeasurementCache

    /// `levels` are the paragraph's bidi levels per code unit (nil when everything is left to right);
    /// `atomicWidths` gives the margin-box width of the atomic inline at each U+FFFC offset.
    func shape(_ content: InlineContent, levels: [UInt8]?, atomicWidths: [Int: Double]) -> ShapedText {
        let runs = requests(for: content, levels: levels).map { request in
            (range: request.range, group: cache.shapedGroup(for: request.key) { request.shape() })
        }
        return Self.assemble(content, runs: runs, atomicWidths: atomicWidths)
    }

    /// The content's shaped text from its runs, each shaped at its range.
    static func assemble(_ content: InlineContent, runs: [(range: Range<Int>, group: ShapedGroup)],
                         atomicWidths: [Int: Double]) -> ShapedText {
        var shaped = ShapedText(advances: [Double](repeating: 0, count: content.text.count), fallbacks: [])
        for (range, group) in runs {
            shaped.advances.replaceSubrange(range, with: group.advances)
            shaped.fallbacks += group.fallbacks.map {
                FallbackRun(range: ($0.range.lowerBound + range.lowerBound)..<($0.range.upperBound + range.lowerBound),
                            face: $0.face)
            }
        }
        for (offset, width) in atomicWidths { shaped.advances[offset] = width }
        return shaped
    }

    /// What shaping the content asks for: one request per run of text sharing one font (runs whose
    /// style selects no face are left unshaped).
    func requests(for content: InlineContent, levels: [UInt8]?) -> [ShapingRequest] {
        textGroups(of: content).compactMap { group in
            var faces = fonts.faces(for: group.style).map(\.face)
            guard !faces.isEmpty else { return nil }
            addLastResortFaces(for: content.text, range: group.range, to: &faces)
            return ShapingRequest(text: content.text, range: group.range, levels: levels,
                                  style: ShapingRequest.Style(group.style), faces: faces,
                                  primary: fonts.primaryFace(for: group.style))
        }
    }

    /// Runs of text sharing one font, with the style of their first item.
    private func textGroups(of content: InlineContent) -> [(range: Range<Int>, style: ComputedStyle)] {
        var groups: [(range: Range<Int>, style: ComputedStyle)] = []
        var canExtend = false
        // Items are read in place: a copy of each would retain its style, node and offsets.
        for index in content.items.indices {
            let range = content.items[index].range
            switch content.items[index].kind {
            case .text where !range.isEmpty:
                if canExtend, let last = groups.last, last.range.upperBound == range.lowerBound,
                   Self.sameFont(last.style, content.items[index].style.computed) {
                    groups[groups.count - 1].range = last.range.lowerBound..<range.upperBound
                } else {
                    groups.append((range, content.items[index].style.computed))
                }
                canExtend = true
            case .open, .close:
                canExtend = canExtend && !InlineBoxEdges(style: content.items[index].style).hasWidth
            case .float, .text:
                continue
            case .atomic, .lineBreak:
                canExtend = false
            }
        }
        return groups
    }

    private static func sameFont(_ a: ComputedStyle, _ b: ComputedStyle) -> Bool {
        a.fontFamily == b.fontFamily && a.fontSize == b.fontSize && a.fontWeight == b.fontWeight
            && a.fontStyle == b.fontStyle && a.isSmallCaps == b.isSmallCaps && a.letterSpacing == b.letterSpacing
            && a.wordSpacing == b.wordSpacing
    }

    /// Faces for characters that none of the style's faces has, appended once each.
    private func addLastResortFaces(for text: [UInt16], range: Range<Int>, to faces: inout [FontFace]) {
        var index = range.lowerBound
        while index < range.upperBound {
            // ASCII never asks for a last-resort face: most text is stepped over a unit at a time.
            index = text.withUnsafeBufferPointer { units in
                var next = index
                while next < range.upperBound, units[next] <= 0x7F { next += 1 }
                return next
            }
            guard index < range.upperBound else { return }
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            index += length
            guard scalar.value > 0x7F, !Self.isLayoutControlled(text[index - length]),
                  !scalar.properties.isDefaultIgnorableCodePoint, !faces.contains(where: { $0.glyph(for: scalar) != nil }),
                  let face = fonts.lastResortFace(for: scalar) else { continue }
            faces.append(face)
        }
    }

    static func isLayoutControlled(_ unit: UInt16) -> Bool {
        unit == 0x0A || unit == 0xFFFC || unit == 0x09
    }
}

/// One run shaped: its advances and fallback runs (relative to the run's start).
typealias ShapedGroup = (advances: PackedAdvances, fallbacks: [FallbackRun])

/// Shaped text: each code unit's advance, and where a face other than the style's primary font drew it.
struct ShapedText {
    var advances: [Double]
    var fallbacks: [FallbackRun]
}

/// A stretch of text drawn with a fallback face (its metrics count in a `line-height: normal` line).
struct FallbackRun: Sendable {
    let range: Range<Int>
    let face: FontFace
}
