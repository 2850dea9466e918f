import DecorEngine
import Foundation

/// A chapter as client_rects.py must be given it to show ReadiumCSS (the script knows nothing of it): a
/// copy written in the chapter's folder, so that its relative links still resolve, with the sheets linked
/// from the user's ReadiumCSS folder and the settings on `<html style>` as `decor render` writes them.
enum ReadiumLinkedCopy {
    /// Writes the copy in the variant decor's layout used (vertical or not) and returns its URL; the
    /// caller removes it.
    static func write(of chapter: URL, readium: ReadiumCSS, mode: LayoutMode, isVertical: Bool) throws -> URL {
        let document = try Document.parse(Data(contentsOf: chapter), name: chapter.lastPathComponent)
        try readium.link(into: document, mode: mode, isVertical: isVertical, sheetsFolder: readium.folder.absoluteString)
        let copy = chapter.deletingLastPathComponent().appendingPathComponent("decor-readium-\(UUID()).\(chapter.pathExtension)")
        try document.serialized().write(to: copy)
        return copy
    }
}
