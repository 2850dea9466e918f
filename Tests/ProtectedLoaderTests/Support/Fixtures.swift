import Foundation

/// Paths of the fixtures copied from shared/fixtures into Tests/Fixtures.
enum Fixtures {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.appendingPathComponent("Tests/Fixtures")
            }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
    static func path(_ relativePath: String) -> String { url(relativePath).path }
    static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }
}
