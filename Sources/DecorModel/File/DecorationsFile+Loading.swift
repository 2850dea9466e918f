import Foundation
import JSON

extension DecorationsFile {
    /// Parses a decorations file's bytes within `limits`; `invalidDecorations` says whether one unusable
    /// decoration refuses the file (the default) or is set aside in `invalidDecorations`.
    public static func parse(_ bytes: [UInt8], limits: DecorationsFileLimits = DecorationsFileLimits(),
                             invalidDecorations: InvalidDecorationPolicy = .refuseFile) throws(DecorationsFileError) -> DecorationsFile {
        guard bytes.count <= limits.maxFileBytes else {
            throw DecorationsFileError(.limitExceeded, "the file is larger than \(limits.maxFileBytes) bytes")
        }
        let root: JSONValue
        do {
            root = try JSONParser(maxDepth: limits.maxDepth, maxStringBytes: limits.maxStringBytes).parse(bytes)
        } catch {
            throw DecorationsFileError(.invalidJSON, "\(error)")
        }
        return try DecorationsFileReader(limits: limits, policy: invalidDecorations).read(root)
    }

    /// Reads and parses the file at `path`; its size is checked before it is read.
    public static func load(path: String, limits: DecorationsFileLimits = DecorationsFileLimits(),
                            invalidDecorations: InvalidDecorationPolicy = .refuseFile) throws(DecorationsFileError) -> DecorationsFile {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw DecorationsFileError(.unreadableFile, "cannot open \(DecorationsFileError.quoted(path))")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: limits.maxFileBytes + 1) ?? Data()
        } catch {
            throw DecorationsFileError(.unreadableFile, "cannot read \(DecorationsFileError.quoted(path)): \(error.localizedDescription)")
        }
        return try parse([UInt8](data), limits: limits, invalidDecorations: invalidDecorations)
    }
}
