import Foundation
import XCTest

/// Reads test inputs from the repository's fixtures: entries of the EPUB files (through `unzip -p`,
/// so the tests do not depend on the package's own ZIP reader) and Unicode data files.
enum Fixtures {
    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    static func epub(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures/epub/\(name).epub")
    }

    /// The bytes of one entry of a fixture EPUB.
    static func entry(_ path: String, in book: String) throws -> Data {
        let output = try run("/usr/bin/unzip", ["-p", epub(book).path, path])
        guard !output.isEmpty else { throw FixtureError.missing("\(book).epub!\(path)") }
        return output
    }

    static func text(_ path: String, in book: String) throws -> String {
        String(decoding: try entry(path, in: book), as: UTF8.self)
    }

    /// A font obfuscated with the IDPF algorithm (EPUB OCF §4.3): the first 1040 bytes XORed with the
    /// SHA-1 of the publication's unique identifier.
    static func deobfuscatedFont(_ path: String, in book: String, identifier: String) throws -> Data {
        var bytes = [UInt8](try entry(path, in: book))
        let digest = try run("/usr/bin/sha1sum", [], input: Data(identifier.utf8))
        let hex = String(decoding: digest.prefix(40), as: UTF8.self)
        let key = stride(from: 0, to: 40, by: 2).map { offset -> UInt8 in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)!
        }
        for index in 0..<min(1040, bytes.count) { bytes[index] ^= key[index % key.count] }
        return Data(bytes)
    }

    /// A file of Debian's `unicode-data` package; the test is skipped when it is not installed.
    static func unicodeData(_ relativePath: String) throws -> String {
        let url = URL(fileURLWithPath: "/usr/share/unicode/\(relativePath)")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw XCTSkip("\(url.path) is missing: apt-get install unicode-data")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func run(_ tool: String, _ arguments: [String], input: Data? = nil) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        let inputPipe = Pipe()
        if input != nil { process.standardInput = inputPipe }
        try process.run()
        if let input {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }
}

enum FixtureError: Error {
    case missing(String)
}
