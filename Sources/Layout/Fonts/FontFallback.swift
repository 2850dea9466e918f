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
        guard let first = faces.first else { return [] }
        var runs: [FontRun] = []
        // The run being extended, appended once a character goes to another face.
        var current: FontRun?
        var index = range.lowerBound
        while index < range.upperBound {
            if let run = current, run.faceIndex == 0 {
                let end = firstFaceASCIIEnd(in: text, from: index, limit: range.upperBound, face: first)
                if end > index {
                    current?.range = run.range.lowerBound..<end
                    index = end
                    continue
                }
            }
            let (scalar, length) = UTF16Decoding.scalar(in: text, at: index, limit: range.upperBound)
            var faceIndex = faces.firstIndex { $0.covers(scalar) } ?? faces.count - 1
            let next = index + length
            if let run = current, run.faceIndex != faceIndex, staysInRun(scalar) {
                faceIndex = run.faceIndex
            } else if next < range.upperBound, text[next] >= 0x300 {
                // Combining marks all lie at U+0300 and above: ASCII text never looks for them.
                let marks = followingMarks(in: text, from: next, limit: range.upperBound)
                if !marks.isEmpty, !marks.allSatisfy({ faces[faceIndex].glyph(for: $0) != nil }) {
                    faceIndex = faces.firstIndex { face in
                        face.glyph(for: scalar) != nil && marks.allSatisfy { face.glyph(for: $0) != nil }
                    } ?? faceIndex
                }
            }
            if let run = current, run.faceIndex == faceIndex {
                current?.range = run.range.lowerBound..<next
            } else {
                if let run = current { runs.append(run) }
                current = FontRun(range: index..<next, faceIndex: faceIndex)
            }
            index = next
        }
        if let current { runs.append(current) }
        return runs
    }

    /// Where the ASCII characters from `start` that the first face has, none followed by a combining
    /// mark, end: most of a Latin text, which stays in the first face's run without a lookup a character.
    private static func firstFaceASCIIEnd(in text: [UInt16], from start: Int, limit: Int, face: FontFace) -> Int {
        text.withUnsafeBufferPointer { units in
            var end = start
            while end < limit, units[end] < 0x80, face.covers(Unicode.Scalar(UInt8(truncatingIfNeeded: units[end]))),
                  end + 1 == limit || units[end + 1] < 0x300 {
                end += 1
            }
            return end
        }
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
        text.withUnsafeBufferPointer { scalar(in: $0, at: index, limit: limit) }
    }

    /// The scalar at `index` of a buffer (read to its end, or to `limit`) and how many code units it takes.
    static func scalar(in text: UnsafeBufferPointer<UInt16>, at index: Int, limit: Int? = nil) -> (Unicode.Scalar, Int) {
        precondition(index >= 0 && index < (limit ?? text.count) && (limit ?? 0) <= text.count, "outside the text")
        let unit = text[index]
        if UTF16.isLeadSurrogate(unit), index + 1 < limit ?? text.count, UTF16.isTrailSurrogate(text[index + 1]) {
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
