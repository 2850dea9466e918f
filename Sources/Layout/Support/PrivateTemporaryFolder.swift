import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A temporary folder only its owner can enter (mode 0700, made by `mkdtemp`), removed by `remove()` and,
/// should the process be interrupted first, by `InterruptCleanup`. decor keeps protected content in
/// memory; the folders it still needs (a browser profile, a script's scratch files) hold nothing else.
package final class PrivateTemporaryFolder: Sendable {
    package let url: URL
    private let cleanup: InterruptCleanup.Token

    /// Creates `$TMPDIR/<prefix>-XXXXXX`.
    package init(prefix: String) throws {
        let pattern = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-XXXXXX")
        var template = Array(pattern.path.utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: pattern.path,
                                                          NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        let url = URL(fileURLWithPath: String(cString: created), isDirectory: true)
        self.url = url
        cleanup = InterruptCleanup.register { try? FileManager.default.removeItem(at: url) }
    }

    /// Deletes the folder and everything in it.
    package func remove() {
        InterruptCleanup.unregister(cleanup)
        try? FileManager.default.removeItem(at: url)
    }
}
