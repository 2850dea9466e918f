import Foundation

/// Reads a JSON Lines file (or stdin) one line at a time with its 1-based number, without loading the file.
/// A line longer than `maxLineLength` is handed over truncated, flagged, so it can be rejected and the
/// rest read on.
struct JSONLineReader {
    /// One line of the file.
    struct Line {
        var number: Int
        var bytes: Data
        var isTruncated: Bool
    }

    static let maxLineLength = 4 << 20
    private let handle: FileHandle
    private var buffer = Data()
    private var number = 0
    private var isAtEnd = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    /// The next line that is not blank, or nil at the end of the file.
    mutating func next() throws -> Line? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let bytes = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                number += 1
                if let line = line(bytes) { return line }
                continue
            }
            if buffer.count > Self.maxLineLength {
                number += 1
                let line = Line(number: number, bytes: buffer.prefix(Self.maxLineLength), isTruncated: true)
                try skipRestOfLine()
                return line
            }
            if isAtEnd {
                guard !buffer.isEmpty else { return nil }
                number += 1
                defer { buffer = Data() }
                if let line = line(buffer) { return line }
                return nil
            }
            let chunk = try handle.read(upToCount: 1 << 16) ?? Data()
            if chunk.isEmpty { isAtEnd = true } else { buffer.append(chunk) }
        }
    }

    private func line(_ bytes: Data) -> Line? {
        let blank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        return blank ? nil : Line(number: number, bytes: Data(bytes), isTruncated: false)
    }

    private mutating func skipRestOfLine() throws {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                buffer.removeSubrange(buffer.startIndex...newline)
                return
            }
            buffer = Data()
            guard let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty else {
                isAtEnd = true
                return
            }
            buffer = chunk
        }
    }
}
