import Foundation
import Layout

/// The file a command's `--out` names, written as the shell's `>` writes one: created or emptied, written
/// whole, closed. It is not forced to the disk: Foundation's `Data.write(to:)` forces it, which on an ext4
/// disk took 0.3–0.8 ms, at times 3–8 ms, of a `decor layout` run of 40–90 ms.
enum OutputFile {
    /// Why the file could not be written, with its path.
    struct Failure: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "\(path): cannot be written (\(reason))" }
    }

    /// Writes `bytes` to the file at `path`, replacing what it held.
    static func write(_ bytes: some ContiguousBytes, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let failure = bytes.withUnsafeBytes { buffer -> DescriptorWrite.Failure? in
            do throws(DescriptorWrite.Failure) {
                try DescriptorWrite.all(buffer, to: descriptor)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw Failure(path: path, reason: failure.reason) }
    }
}
