import Foundation

/// Finds the Chromium binary to run: an explicit path, else `DECOR_CHROMIUM`, else Debian's real binary
/// (`/usr/lib/chromium/chromium`, which the `chromium` wrapper script would exec with extra flags from
/// /etc/chromium.d), else the usual names on the PATH.
enum ChromiumExecutable {
    static let candidates = ["/usr/lib/chromium/chromium", "chromium", "chromium-browser", "google-chrome", "chrome"]

    static func locate(explicit: String?, environment: [String: String]) throws -> String {
        if let named = explicit ?? environment["DECOR_CHROMIUM"] {
            guard let found = resolve(named, path: environment["PATH"]) else {
                throw ChromiumError.notFound(searched: [named])
            }
            return found
        }
        for candidate in candidates {
            if let found = resolve(candidate, path: environment["PATH"]) { return found }
        }
        throw ChromiumError.notFound(searched: candidates)
    }

    /// An absolute or relative path as is, a bare name through the PATH; only executable files count.
    private static func resolve(_ name: String, path: String?) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
