/// The CSS Color 4 conversion from hue, saturation and lightness to sRGB.
enum HSL {
    /// `hue` in degrees (any value, wrapped), `saturation` and `lightness` in 0–1; channels in 0–1.
    static func toRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        var wrapped = hue.truncatingRemainder(dividingBy: 360)
        if wrapped < 0 { wrapped += 360 }
        func channel(_ n: Double) -> Double {
            let k = (n + wrapped / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }
}
