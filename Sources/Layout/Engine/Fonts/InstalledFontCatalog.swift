import Foundation

/// The fonts installed on the machine (the folders fontconfig reads on Linux), described once per
/// process and loaded on demand. The engine uses them as a browser would: for families a book names
/// that it does not embed, for the fonts behind the generic families, and for characters no other
/// face has (CJK, scripts the bundled fonts lack). Without installed fonts everything falls back to the
/// bundled DejaVu families, so results are the same on every machine with the same fonts.
final class InstalledFontCatalog: @unchecked Sendable {
    static let shared = InstalledFontCatalog(folders: [
        "/usr/share/fonts", "/usr/local/share/fonts",
        NSHomeDirectory() + "/.local/share/fonts", NSHomeDirectory() + "/.fonts",
    ])

    /// Font files beyond this count are not described: a machine with more is not a reading system.
    static let maximumFiles = 2_000

    private let lock = NSLock()
    private let folders: [String]
    private var described: [FontFileDescription]?
    private var loaded: [String: FontFace] = [:]

    init(folders: [String]) {
        self.folders = folders
    }

    /// Every described font file, sorted by path so that choices never depend on directory order.
    var files: [FontFileDescription] {
        lock.lock()
        defer { lock.unlock() }
        if let described { return described }
        var paths: [String] = []
        for folder in folders {
            guard let walker = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String, paths.count < Self.maximumFiles {
                let lowered = relative.lowercased()
                if lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc") {
                    paths.append(folder + "/" + relative)
                }
            }
        }
        let descriptions = Set(paths.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
            .sorted().compactMap(FontFileDescription.init(path:))
        described = descriptions
        return descriptions
    }

    /// The files of a family (case-insensitive), nil when none is installed.
    func files(ofFamily family: String) -> [FontFileDescription]? {
        let matching = files.filter { file in file.families.contains { $0.lowercased() == family } }
        return matching.isEmpty ? nil : matching
    }

    /// The faces of `family`, or of the first metric-compatible family installed, each with its file;
    /// empty when none is installed.
    func faces(ofFamily family: String) -> [(file: FontFileDescription, face: FontFace)] {
        for candidate in MetricCompatibleFamilies.candidates(for: family) {
            guard let files = files(ofFamily: candidate) else { continue }
            let faces = files.compactMap { file in face(file).map { (file: file, face: $0) } }
            if !faces.isEmpty { return faces }
        }
        return []
    }

    /// The face of a file, loaded once per process.
    func face(_ file: FontFileDescription) -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        if let face = loaded[file.path] { return face }
        guard let face = try? FontFace(file: file.path) else { return nil }
        loaded[file.path] = face
        return face
    }
}
