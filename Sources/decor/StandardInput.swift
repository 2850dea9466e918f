import Foundation

/// Standard input, read for an argument given as `-`, bounded like the files it stands for.
enum StandardInput {
    /// Everything on stdin, or nil when it holds more than `limit` bytes (reading stops there).
    static func read(limit: Int) -> Data? {
        var data = Data()
        while true {
            let chunk = FileHandle.standardInput.readData(ofLength: min(1 << 20, limit + 1 - data.count))
            if chunk.isEmpty { return data }
            data.append(chunk)
            if data.count > limit { return nil }
        }
    }
}
