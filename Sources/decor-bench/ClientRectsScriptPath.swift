import Foundation

/// Where the benchmarks find the Chromium yardstick: the `--client-rects` option, else `DECOR_CLIENT_RECTS`,
/// else the project's own copy (the bench runs from the package root, as its fixture paths assume).
enum ClientRectsScriptPath {
    static let projectCopy = "Tests/Fixtures/tools/client_rects.py"

    static func resolve(option: String?) -> String {
        option ?? ProcessInfo.processInfo.environment["DECOR_CLIENT_RECTS"] ?? projectCopy
    }
}
