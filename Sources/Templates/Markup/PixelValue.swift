import SaturatingConversion

/// CSS pixel values written deterministically: at most two decimals, no trailing zeros, no `-0`.
enum PixelValue {
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int(saturating: (value * 100).rounded())
        guard hundredths != 0 else { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        var fraction = magnitude % 100 == 0 ? "" : String(magnitude % 100)
        if !fraction.isEmpty {
            if fraction.count == 1 { fraction = "0" + fraction }
            while fraction.hasSuffix("0") { fraction.removeLast() }
            fraction = "." + fraction
        }
        return "\(sign)\(magnitude / 100)\(fraction)"
    }

    static func css(_ value: Double) -> String { format(value) + "px" }
}
