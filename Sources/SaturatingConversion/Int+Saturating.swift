extension Int {
    /// The largest magnitude a saturated conversion gives: 2^53, the last integer a Double holds exactly,
    /// so that the result converts back without loss and a few additions or a negation cannot overflow.
    public static let saturationBound = 1 << 53

    /// `value` truncated toward zero, held within ±2^53; NaN gives 0. Geometry from hostile documents
    /// can be infinite or far beyond any page, and `Int(_:)` traps on those where a browser saturates.
    public init(saturating value: Double) {
        guard !value.isNaN else {
            self = 0
            return
        }
        let bound = Double(Self.saturationBound)
        self = Int(Swift.min(Swift.max(value, -bound), bound))
    }
}
