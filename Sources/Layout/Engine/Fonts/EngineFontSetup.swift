import Foundation

/// Assembles a document's font registry: the bundled families (loaded once per process), the forced
/// font's faces under `ForcedFont.family`, and the `@font-face` faces of the document's style sheets
/// read from its resource folder.
enum EngineFontSetup {
    private static let bundled: FontRegistry? = try? BundledFonts.registry()
    private static let forcedFaces = FaceFileCache()

    /// Loads the faces every document's fonts start from, the bundled families and (with `catalog`) the
    /// installed faces of the generic families: they need no document, so they can be loaded on another
    /// thread while one is read.
    static func loadSharedFaces(catalog: InstalledFontCatalog?) {
        _ = bundled
        if let catalog { DocumentFonts.loadInstalledDefaults(from: catalog) }
    }

    static func registry(forcedFont: ForcedFont?, styleSheets: DocumentStyleSheets, folder: DocumentResources,
                         environment: MediaEnvironment) throws -> FontRegistry {
        guard var registry = bundled else { throw FontError.missingBundledFont(name: BundledFonts.serifFamily) }
        for face in forcedFont?.faces ?? [] {
            let loaded = try forcedFaces.face(for: face)
            registry.register(loaded, family: ForcedFont.family, descriptor: FaceDescriptor(
                weight: face.weight == .bold ? 700...700 : 400...400, style: face.style == .italic ? .italic : .normal))
        }
        // One set of files for all the sheets (and all the documents of the resources that share theirs):
        // faces naming the same file share its bytes and HarfBuzz face.
        var files = FontFaceFiles(shared: folder.resources.sharedFontFaces)
        for entry in styleSheets.entries where entry.media.matches(environment) {
            FontFaceLoading.register(entry.sheet.effectiveFontFaces(in: environment), styleSheetPath: entry.path,
                                     into: &registry, files: &files, load: { folder.data(at: $0) })
        }
        return registry
    }
}

/// Faces of forced-font files, loaded once per process.
private final class FaceFileCache: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]

    func face(for face: ForcedFont.Face) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let known = faces[face.file.path] { return known }
        let loaded = try FontFace(data: ForcedFont.contents(of: face), name: face.file.lastPathComponent)
        faces[face.file.path] = loaded
        return loaded
    }
}
