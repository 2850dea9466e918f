import Foundation

/// The fonts of one document: the bundled families, the forced font, the publication's `@font-face`
/// faces, and installed fonts for families the book names but does not embed (accepted only when they
/// are the family or a metric-compatible stand-in, as Chromium accepts fontconfig's answers). Answers,
/// with caching, the faces to try for a style and their metrics at a size.
final class DocumentFonts {
    private var registry: FontRegistry
    private let catalog: InstalledFontCatalog?
    private var selections: [SelectionKey: Selection] = [:]
    /// The last selection asked for and its key: runs of text and nested boxes ask for the same one in a
    /// row. Two properties, so that the key is compared where it is kept, not copied out with the selection.
    private var lastKey: SelectionKey?
    private var lastSelection: Selection?
    private var metricsCache: [MetricsKey: FontMetrics] = [:]
    private var coverage: [UInt32: FontFace?] = [:]
    private var lastResortFaces: [FontFace] = []
    /// The family for characters and families nothing else covers, as in Chromium's default settings.
    private static let fallbackFamily = "times new roman"

    private struct SelectionKey: Hashable {
        let families: FontFamilyList
        let weight: Int
        let style: FontStyle
    }

    /// The faces to try for a style, and the primary one among them.
    private struct Selection {
        let faces: [FontRegistry.SelectedFace]
        let primary: FontFace?
    }

    private struct MetricsKey: Hashable {
        let face: ObjectIdentifier
        let size: Double
    }

    init(registry: FontRegistry, catalog: InstalledFontCatalog?) {
        self.registry = registry
        self.catalog = catalog
        for generic in GenericFontFamily.allCases {
            if let family = MetricCompatibleFamilies.defaults(for: generic).first(where: { ensureFamily($0) }) {
                self.registry.mapGeneric(generic, to: family)
            }
        }
        if ensureFamily(Self.fallbackFamily) { self.registry.fallbackFamily = Self.fallbackFamily }
        for name in [BundledFonts.sansSerifFamily, BundledFonts.serifFamily] {
            if let face = self.registry.face(family: .named(name), weight: 400, style: .normal)?.face {
                lastResortFaces.append(face)
            }
        }
    }

    private init(copying fonts: DocumentFonts) {
        registry = fonts.registry
        catalog = fonts.catalog
        selections = fonts.selections
        lastKey = fonts.lastKey
        lastSelection = fonts.lastSelection
        metricsCache = fonts.metricsCache
        coverage = fonts.coverage
        lastResortFaces = fonts.lastResortFaces
    }

    /// The same fonts with caches of their own, for a layout on another thread: the faces are shared (they
    /// do not change), what is looked up and loaded later is not.
    func forked() -> DocumentFonts {
        DocumentFonts(copying: self)
    }

    /// The faces to try in order for a style; the first is the primary font, whose metrics set lines.
    func faces(for style: ComputedStyle) -> [FontRegistry.SelectedFace] {
        selection(for: style).faces
    }

    /// The primary font of a style, whose metrics set its lines and text rects: the first face that has
    /// a space, as Chromium skips faces whose `unicode-range` leaves the space out (faces made for a few
    /// characters, like dashes), else the first face.
    func primaryFace(for style: ComputedStyle) -> FontFace? {
        selection(for: style).primary
    }

    private func selection(for style: ComputedStyle) -> Selection {
        if let lastSelection, lastKey?.weight == style.fontWeight, lastKey?.style == style.fontStyle,
           lastKey?.families == style.fontFamily {
            return lastSelection
        }
        let key = SelectionKey(families: style.fontFamily, weight: style.fontWeight, style: style.fontStyle)
        let selection = selections[key] ?? select(key)
        lastKey = key
        lastSelection = selection
        return selection
    }

    private func select(_ key: SelectionKey) -> Selection {
        for case .named(let name) in key.families.families { _ = ensureFamily(name) }
        let faces = registry.fallbackList(for: key.families, weight: key.weight, style: key.style)
        let selection = Selection(faces: faces, primary: (faces.first { $0.face.glyph(for: " ") != nil } ?? faces.first)?.face)
        selections[key] = selection
        return selection
    }

    /// A face for a character none of a style's faces has, in the order of fontconfig's default sort
    /// that Chromium falls back through: DejaVu Sans, then the installed fonts, then DejaVu Serif.
    func lastResortFace(for scalar: Unicode.Scalar) -> FontFace? {
        if let known = coverage[scalar.value] { return known }
        var found = lastResortFaces.dropLast().first { $0.glyph(for: scalar) != nil }
        if found == nil, let catalog {
            for file in catalog.files where !file.isItalic && file.weight < 600 {
                if let face = catalog.face(file), face.glyph(for: scalar) != nil {
                    found = face
                    break
                }
            }
        }
        found = found ?? lastResortFaces.last.flatMap { $0.glyph(for: scalar) != nil ? $0 : nil }
        coverage[scalar.value] = found
        return found
    }

    /// The x-height and the advance of "0" of a style's primary font at its size, what `ex` and `ch`
    /// are; nil when there is no font. The advance is a glyph's, measured at the size glyphs are
    /// (`shapingSize`): a 95% zoom's 15.2 px font has the advance at 15.1875 px as its `ch`, as in Chromium.
    func relativeUnits(for style: ComputedStyle) -> (xHeight: Double, zeroAdvance: Double)? {
        guard let face = primaryFace(for: style) else { return nil }
        let size = style.fontSize
        let glyphSize = face.shapingSize(for: size, zoom: style.effectiveZoom)
        let zeroAdvance = face.glyph(for: "0").map { Double(face.advance(of: $0)) / Double(face.unitsPerEm) * glyphSize }
        let xHeight = metrics(of: face, size: size).xHeight
        return (xHeight > 0 ? xHeight : size / 2, zeroAdvance ?? size / 2)
    }

    func metrics(of face: FontFace, size: Double) -> FontMetrics {
        let key = MetricsKey(face: ObjectIdentifier(face), size: size)
        if let cached = metricsCache[key] { return cached }
        let metrics = FontMetrics(face: face, size: size)
        metricsCache[key] = metrics
        return metrics
    }

    /// Registers an installed family under `name` (or a metric-compatible one) unless the registry has
    /// it already; false when neither is available.
    private func ensureFamily(_ name: String) -> Bool {
        if registry.hasFamily(name) { return true }
        guard let faces = catalog?.faces(ofFamily: name), !faces.isEmpty else { return false }
        for (file, face) in faces {
            registry.register(face, family: name, descriptor: FaceDescriptor(
                weight: file.weight...file.weight, style: file.isItalic ? .italic : .normal))
        }
        return true
    }

    /// Loads the installed faces `init` takes for the generic families and the fallback of a document
    /// that embeds none of them: the part of its work that needs no document, so it can be done while one
    /// is read.
    static func loadInstalledDefaults(from catalog: InstalledFontCatalog) {
        for generic in GenericFontFamily.allCases {
            _ = MetricCompatibleFamilies.defaults(for: generic).first { !catalog.faces(ofFamily: $0).isEmpty }
        }
        _ = catalog.faces(ofFamily: fallbackFamily)
    }
}
