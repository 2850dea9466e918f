import Foundation

/// Where the CLI keeps its state between runs: remembered LCP user-key hashes, rights consumption, the latest
/// copy of each license and this device's id.
/// `DECOR_HOME` overrides it (tests give each run its own); otherwise `$XDG_DATA_HOME/decor` or
/// `~/.local/share/decor`. The folder is made with the first database kept in it, so a command that stores
/// nothing (`decor cat` of a PDF) leaves none behind.
enum DecorHome {
    static func directory() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let home = environment["DECOR_HOME"], !home.isEmpty {
            return URL(fileURLWithPath: home)
        }
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return URL(fileURLWithPath: data).appendingPathComponent("decor")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/decor")
    }
}
