/// The floats of one block formatting context and the room they leave for lines and for further
/// floats (CSS 2 §9.5.1, simplified: a float goes as high as it can at or below the offset it is met
/// at, as far left or right as the floats already there allow).
final class FloatExclusions {
    private struct Placed {
        let left: Double
        let right: Double
        let top: Double
        let bottom: Double
        let isLeft: Bool
    }

    private var floats: [Placed] = []
    let containerLeft: Double
    let containerWidth: Double

    init(containerLeft: Double, containerWidth: Double) {
        self.containerLeft = containerLeft
        self.containerWidth = containerWidth
    }

    /// How many floats were placed: what `removeFloats(from:)` goes back to.
    var count: Int { floats.count }

    /// Forgets the floats placed after the first `count`, whose flow is laid out again.
    func removeFloats(from count: Int) {
        floats.removeLast(floats.count - count)
    }

    /// The free horizontal span at an offset: its left edge and width.
    func space(at offset: Double) -> (left: Double, width: Double) {
        var left = containerLeft
        var right = containerLeft + containerWidth
        for placed in floats where placed.top <= offset && offset < placed.bottom {
            if placed.isLeft { left = max(left, placed.right) } else { right = min(right, placed.left) }
        }
        return (left, max(0, right - left))
    }

    /// Places a float's margin box inside its containing block (`left`, `width`); returns its left and top.
    func place(width: Double, height: Double, isLeft: Bool, at offset: Double,
               within containing: (left: Double, width: Double)) -> (left: Double, top: Double) {
        func free(at top: Double) -> (left: Double, right: Double) {
            let space = space(at: top)
            return (max(space.left, containing.left), min(space.left + space.width, containing.left + containing.width))
        }
        var top = offset
        for _ in 0...floats.count {
            let span = free(at: top)
            if span.right - span.left >= width { break }
            guard let below = floats.filter({ $0.top <= top && top < $0.bottom }).map(\.bottom).min() else { break }
            top = below
        }
        let span = free(at: top)
        let left = isLeft ? span.left : span.right - width
        floats.append(Placed(left: left, right: left + width, top: top, bottom: top + height, isLeft: isLeft))
        return (left, top)
    }

    /// Where content that clears floats on the given sides may start.
    func clearance(_ clear: Clear) -> Double? {
        let relevant = floats.filter { placed in
            switch clear {
            case .none: false
            case .left: placed.isLeft
            case .right: !placed.isLeft
            case .both: true
            }
        }
        return relevant.map(\.bottom).max()
    }
}
