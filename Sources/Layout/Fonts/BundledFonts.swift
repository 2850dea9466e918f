import Foundation
import CHarfBuzz

/// The fallback families shipped inside the package (DejaVu Serif and DejaVu Sans), so that layout
/// never depends on the fonts a machine has installed.
enum BundledFontsProbe {
    static var url: URL? { Bundle.module.url(forResource: "Fonts", withExtension: nil) }
    static var version: String { String(cString: hb_version_string()) }
}
