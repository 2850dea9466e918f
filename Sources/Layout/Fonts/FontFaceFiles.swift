import Foundation

/// The font files of one document's `@font-face` rules, each read and parsed once: rules naming the same
/// file share one `FontFace` (its bytes and its HarfBuzz face), so a style sheet of thousands of rules
/// over one file costs one file's memory, not thousands. Faces found in `shared` are taken from there, and
/// faces loaded here are added to it.
struct FontFaceFiles {
    private var outcomes: [String: Result<FontFace, FontFaceLoadingIssue.Reason>] = [:]
    private let shared: SharedFontFaces?

    init(shared: SharedFontFaces? = nil) {
        self.shared = shared
    }

    /// The face of the container file at `path`, loaded through `load` the first time it is asked for.
    mutating func face(at path: String, load: (_ containerPath: String) throws -> Data?)
        -> Result<FontFace, FontFaceLoadingIssue.Reason> {
        if let known = outcomes[path] { return known }
        if let face = shared?.face(at: path) {
            outcomes[path] = .success(face)
            return .success(face)
        }
        let outcome: Result<FontFace, FontFaceLoadingIssue.Reason>
        if let data = try? load(path) {
            do {
                let face = try FontFace(data: data, name: path)
                outcome = .success(shared?.keep(face, at: path) ?? face)
            } catch {
                outcome = .failure(.unreadable(path: path, error as? FontError ?? .unreadable(font: path)))
            }
        } else {
            outcome = .failure(.missing(path: path))
        }
        outcomes[path] = outcome
        return outcome
    }
}
