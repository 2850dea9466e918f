import Foundation

/// A fresh folder under the temporary directory for the files one test writes.
struct ScratchFolder {
    let url: URL

    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `data` as `name` (a path under the folder, its folders made) and gives its path.
    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return path(name)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String { try write(name, Data(text.utf8)) }

    func remove() throws { try FileManager.default.removeItem(at: url) }
}
