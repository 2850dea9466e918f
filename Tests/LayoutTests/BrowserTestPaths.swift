import Foundation

/// Where the browser tests find the package's fixtures, the team's reference script among them.
enum BrowserTestPaths {
    /// The package root, found from this file's path.
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    static func fixture(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures").appendingPathComponent(relativePath)
    }

    /// The project's copy of the team's client_rects.py (or where DECOR_CLIENT_RECTS says).
    static var clientRectsScript: URL {
        if let named = ProcessInfo.processInfo.environment["DECOR_CLIENT_RECTS"] {
            return URL(fileURLWithPath: named)
        }
        return fixture("tools/client_rects.py")
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-layout-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
