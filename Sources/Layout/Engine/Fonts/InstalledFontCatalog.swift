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
        for folder in folders { Self.collectFontFiles(in: folder, depth: 0, into: &paths) }
        let descriptions = Set(paths.map(Self.resolvingSymbolicLinks)).sorted().compactMap(FontFileDescription.init(path:))
        described = descriptions
        return descriptions
    }

    /// Folders nested deeper than this are not walked.
    private static let maximumDepth = 16

    /// The font files (by name: .ttf, .otf, .ttc) in `folder` and the folders below it, until there are
    /// `maximumFiles`. Symbolic links to files are kept, links to folders are not followed (a loop
    /// cannot be walked). With opendir(3) and readdir(3): Foundation's directory enumerator cost a
    /// millisecond a process for the forty files of a Debian machine.
    private static func collectFontFiles(in folder: String, depth: Int, into paths: inout [String]) {
        guard depth <= maximumDepth, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while paths.count < maximumFiles, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            let path = folder + "/" + name
            if isFolder(entry.pointee.d_type, path: path) {
                collectFontFiles(in: path, depth: depth + 1, into: &paths)
                continue
            }
            let lowered = name.lowercased()
            if lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") || lowered.hasSuffix(".ttc") {
                paths.append(path)
            }
        }
    }

    /// Whether a directory entry is a folder itself (not a link to one).
    private static func isFolder(_ type: UInt8, path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The path with every symbolic link resolved (realpath(3)); as it is when it cannot be resolved.
    private static func resolvingSymbolicLinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
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
