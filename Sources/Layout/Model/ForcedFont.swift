import Foundation

/// The font forced on every element by the reading settings, with the face files that make up its
/// family: the file itself (regular) and its `-Bold`, `-Italic` and `-BoldItalic` siblings when they
/// exist beside it with the same extension (`DejaVuSerif.ttf`, `DejaVuSerif-Bold.ttf`, …).
public struct ForcedFont: Sendable, Equatable {
    /// The family name the forced faces are declared under — client_rects.py's, so that reports compare
    /// cleanly (it shows up in `body_font_family` and `fonts_status`).
    public static let family = "OracleFont"

    /// Face files above this size are refused; real font files are a few MB at most.
    public static let maximumFaceBytes = 32 << 20

    public let faces: [Face]

    /// One face file of the family.
    public struct Face: Sendable, Equatable {
        public let file: URL
        public let weight: Weight
        public let style: Style
        public let format: FontFormat
    }

    /// The `font-weight` a face is declared with.
    public enum Weight: String, Sendable { case normal, bold }
    /// The `font-style` a face is declared with.
    public enum Style: String, Sendable { case normal, italic }

    public init(file: URL) throws {
        let format = try FontFormat(file: file)
        guard FileManager.default.isReadableFile(atPath: file.path) else {
            throw LayoutSettingsError.unusableFont(path: file.path, reason: "no such readable file")
        }
        let stem = file.deletingPathExtension().lastPathComponent
        let folder = file.deletingLastPathComponent()
        let variants: [(suffix: String, weight: Weight, style: Style)] = [
            ("", .normal, .normal), ("-Bold", .bold, .normal), ("-Italic", .normal, .italic),
            ("-BoldItalic", .bold, .italic),
        ]
        faces = variants.compactMap { variant in
            let face = folder.appendingPathComponent(stem + variant.suffix + "." + file.pathExtension)
            guard FileManager.default.isReadableFile(atPath: face.path) else { return nil }
            return Face(file: face, weight: variant.weight, style: variant.style, format: format)
        }
    }

    /// The bytes of a face file, bounded in size.
    public static func contents(of face: Face) throws -> Data {
        let attributes = try? FileManager.default.attributesOfItem(atPath: face.file.path)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFaceBytes else {
            throw LayoutSettingsError.unusableFont(
                path: face.file.path, reason: "\(size) bytes is over the limit of \(maximumFaceBytes)")
        }
        do {
            // Mapped: callers copy what they keep (HarfBuzz duplicates it, a data: URL encodes it), so
            // reading it into memory first would only copy it twice.
            return try Data(contentsOf: face.file, options: .alwaysMapped)
        } catch {
            throw LayoutSettingsError.unusableFont(path: face.file.path, reason: "cannot be read (\(error))")
        }
    }
}

/// The font file formats browsers load, told by the file's extension.
public enum FontFormat: String, Sendable {
    case truetype, opentype, woff, woff2

    init(file: URL) throws {
        switch file.pathExtension.lowercased() {
        case "ttf": self = .truetype
        case "otf": self = .opentype
        case "woff": self = .woff
        case "woff2": self = .woff2
        default:
            throw LayoutSettingsError.unusableFont(path: file.path, reason: "is not a .ttf, .otf, .woff or .woff2 file")
        }
    }

    /// The media type of a data: URL holding such a file.
    public var mediaType: String {
        switch self {
        case .truetype: "font/ttf"
        case .opentype: "font/otf"
        case .woff: "font/woff"
        case .woff2: "font/woff2"
        }
    }
}
