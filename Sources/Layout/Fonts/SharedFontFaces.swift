import Foundation

/// Font faces parsed once and shared by every document laid out from the same resources: the chapters of
/// one book link the same font files, and each file's bytes and HarfBuzz face are then held once, not
/// once per chapter. Only faces that loaded are kept, so each document still reports its own missing or
/// unreadable files. Safe to share between tasks.
public final class SharedFontFaces: @unchecked Sendable {
    private let lock = NSLock()
    private var faces: [String: FontFace] = [:]

    /// An empty set, filled as documents load their faces.
    public init() {}

    /// The face already loaded from the container file at `path`, nil when none is.
    func face(at path: String) -> FontFace? {
        lock.withLock { faces[path] }
    }

    /// Keeps the face loaded from `path`; a face kept earlier for the same path stays.
    func keep(_ face: FontFace, at path: String) -> FontFace {
        lock.withLock {
            if let kept = faces[path] { return kept }
            faces[path] = face
            return face
        }
    }
}
