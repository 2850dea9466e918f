import Foundation

/// The fallback families shipped with the package, DejaVu Serif and DejaVu Sans (regular, bold,
/// italic, bold italic; Bitstream Vera licence in Resources/Fonts), loaded through `Bundle.module` so
/// that results never depend on the fonts a machine has installed.
package enum BundledFonts {
    package static let serifFamily = "DejaVu Serif"
    package static let sansSerifFamily = "DejaVu Sans"

    private static let files: [(family: String, file: String, weight: Int, style: FontStyle)] = [
        (serifFamily, "DejaVuSerif", 400, .normal), (serifFamily, "DejaVuSerif-Bold", 700, .normal),
        (serifFamily, "DejaVuSerif-Italic", 400, .italic), (serifFamily, "DejaVuSerif-BoldItalic", 700, .italic),
        (sansSerifFamily, "DejaVuSans", 400, .normal), (sansSerifFamily, "DejaVuSans-Bold", 700, .normal),
        (sansSerifFamily, "DejaVuSans-Oblique", 400, .oblique),
        (sansSerifFamily, "DejaVuSans-BoldOblique", 700, .oblique),
    ]

    /// The bytes of one bundled face, by file name without extension (e.g. "DejaVuSerif-Bold").
    package static func data(named file: String) throws -> Data {
        try Data(contentsOf: url(named: file))
    }

    private static func url(named file: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: file, withExtension: "ttf", subdirectory: "Fonts") else {
            throw FontError.missingBundledFont(name: file)
        }
        return url
    }

    /// A registry with both bundled families, serif as the fallback and the generic families mapped
    /// (sans-serif to DejaVu Sans, every other generic to DejaVu Serif).
    package static func registry() throws -> FontRegistry {
        var registry = FontRegistry(fallbackFamily: serifFamily)
        for entry in files {
            // Mapped, not read and copied: a run often needs only a few of these pages.
            let face = try FontFace(file: url(named: entry.file).path, name: entry.file + ".ttf")
            registry.register(face, family: entry.family,
                              descriptor: FaceDescriptor(weight: entry.weight...entry.weight, style: entry.style))
        }
        for generic in GenericFontFamily.allCases {
            registry.mapGeneric(generic, to: generic == .sansSerif ? sansSerifFamily : serifFamily)
        }
        return registry
    }
}
