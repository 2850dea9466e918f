/// A stretch of text to shape with one face of a fallback list.
package struct FontRun: Hashable, Sendable {
    /// UTF-16 offsets into the text that was segmented.
    package var range: Range<Int>
    /// Index into the fallback list the text was segmented with.
    package var faceIndex: Int
}

/// Per-character font fallback, as Chromium's: each character goes to the first face of the list
/// that has a glyph for it, a character with combining marks to the first face that has them all (as
/// Chromium shapes a grapheme cluster whole with one font); marks, joiners and variation selectors
/// stay with the character they attach to, and white space stays in the current run; a character no
/// face has goes to the last face (the bundled fallback family).
package enum FontFallback {
    package static func runs(in text: [UInt16], range: Range<Int>, faces: [FontFace]) -> [FontRun] {
        guard !faces.isEmpty else { return [] }
        var runs: [FontRun] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            var faceIndex = faces.firstIndex { $0.covers(scalar) } ?? faces.count - 1
            let next = index + length
            if let current = runs.last, current.faceIndex != faceIndex, staysInRun(scalar) {
                faceIndex = current.faceIndex
            } else if next < range.upperBound, text[next] >= 0x300 {
                // Combining marks all lie at U+0300 and above: ASCII text never looks for them.
                let marks = followingMarks(in: text, from: next, limit: range.upperBound)
                if !marks.isEmpty, !marks.allSatisfy({ faces[faceIndex].glyph(for: $0) != nil }) {
                    faceIndex = faces.firstIndex { face in
                        face.glyph(for: scalar) != nil && marks.allSatisfy { face.glyph(for: $0) != nil }
                    } ?? faceIndex
                }
            }
            if let last = runs.last, last.faceIndex == faceIndex {
                runs[runs.count - 1].range = last.range.lowerBound..<(index + length)
            } else {
                runs.append(FontRun(range: index..<(index + length), faceIndex: faceIndex))
            }
            index += length
        }
        return runs
    }

    /// The combining marks right after a character: what shapes with it as one cluster.
    private static func followingMarks(in text: [UInt16], from start: Int, limit: Int) -> [Unicode.Scalar] {
        var marks: [Unicode.Scalar] = []
        var index = start
        while index < limit {
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: limit)
            guard isMark(scalar) else { break }
            marks.append(scalar)
            index += length
        }
        return marks
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func staysInRun(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .spaceSeparator, .control, .format:
            return true
        default:
            return (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value)
        }
    }
}

/// Reading code points out of UTF-16 code units, lone surrogates becoming U+FFFD.
enum UTF16Decoding {
    /// The scalar at `index` and how many code units it takes.
    static func scalar(in text: [UInt16], at index: Int, limit: Int) -> (Unicode.Scalar, Int) {
        let unit = text[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < limit, UTF16.isTrailSurrogate(text[index + 1]) {
            let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(text[index + 1] - 0xDC00)
            return (Unicode.Scalar(value)!, 2)
        }
        return (Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}", 1)
    }

    /// Whether a code unit continues the grapheme cluster before it: the second half of a surrogate
    /// pair, or a combining mark (Grapheme_Extend).
    static func extendsCluster(_ unit: UInt16) -> Bool {
        if UTF16.isTrailSurrogate(unit) { return true }
        return Unicode.Scalar(unit)?.properties.isGraphemeExtend ?? false
    }
}
