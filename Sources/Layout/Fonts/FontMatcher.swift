/// A face as font matching sees it: the weights and style it was declared for.
package struct FaceDescriptor: Hashable, Sendable {
    package var weight: ClosedRange<Int>
    package var style: FontStyle

    package init(weight: ClosedRange<Int>, style: FontStyle) {
        self.weight = weight
        self.style = style
    }
}

/// The CSS Fonts 4 font matching algorithm (§5.2, steps for font-style and font-weight) over the
/// faces of one family.
package enum FontMatcher {
    /// The index of the face that best matches the desired weight and style, nil for no faces.
    package static func bestMatch(in faces: [FaceDescriptor], weight: Int, style: FontStyle) -> Int? {
        guard !faces.isEmpty else { return nil }
        let styleOrder: [FontStyle] = switch style {
        case .italic: [.italic, .oblique, .normal]
        case .oblique: [.oblique, .italic, .normal]
        case .normal: [.normal, .oblique, .italic]
        }
        for candidateStyle in styleOrder {
            let candidates = faces.indices.filter { faces[$0].style == candidateStyle }
            if let best = closestWeight(among: candidates, of: faces, to: weight) { return best }
        }
        return nil
    }

    /// Weight matching: inside a face's range is exact; otherwise 400–500 look up to 500 first, then
    /// down, then up; lighter ones look down then up; heavier ones up then down.
    private static func closestWeight(among candidates: [Int], of faces: [FaceDescriptor], to weight: Int) -> Int? {
        if let exact = candidates.first(where: { faces[$0].weight.contains(weight) }) { return exact }
        let below = candidates.filter { faces[$0].weight.upperBound < weight }
            .max { faces[$0].weight.upperBound < faces[$1].weight.upperBound }
        let above = candidates.filter { faces[$0].weight.lowerBound > weight }
            .min { faces[$0].weight.lowerBound < faces[$1].weight.lowerBound }
        if (400...500).contains(weight) {
            if let above, faces[above].weight.lowerBound <= 500 { return above }
            return below ?? above
        }
        return weight < 400 ? (below ?? above) : (above ?? below)
    }

    /// Chromium synthesizes bold when 600 or more is asked of a face lighter than 600, and a slant
    /// when italic or oblique is asked of an upright face.
    package static func synthesis(for face: FaceDescriptor, weight: Int, style: FontStyle)
        -> (bold: Bool, italic: Bool) {
        (weight >= 600 && face.weight.upperBound < 600, style != .normal && face.style == .normal)
    }
}
