import Foundation

/// Standard error, where decor writes its messages, progress and notices: a string's UTF-8 bytes copied
/// straight into the write. `Data(text.utf8)` asked the runtime, at its first use in a process, whether a
/// string's UTF-8 view has contiguous bytes, a lookup that scans every protocol conformance of the binary
/// (about 0.2 ms of every `decor layout` that reports an unread resource).
enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { FileHandle.standardError.write(Data(buffer: $0)) }
    }
}
