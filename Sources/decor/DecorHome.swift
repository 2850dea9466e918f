import Foundation

/// Where the CLI keeps its state between runs: remembered LCP user-key hashes, rights consumption, the latest
/// copy of each license and this device's id.
/// `DECOR_HOME` overrides it (tests give each run its own); otherwise `$XDG_DATA_HOME/decor` or
/// `~/.local/share/decor`.
enum DecorHome {
    static func directory() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        let url: URL
        if let home = environment["DECOR_HOME"], !home.isEmpty {
            url = URL(fileURLWithPath: home)
        } else if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            url = URL(fileURLWithPath: data).appendingPathComponent("decor")
        } else {
            url = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/decor")
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
