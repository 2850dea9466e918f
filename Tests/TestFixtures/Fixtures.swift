import Foundation

/// Access to the real publications under Tests/Fixtures, shared by the test targets.
public enum Fixtures {
    /// The package root, found by walking up from this file.
    public static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url
    }()

    public static func epubURL(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Fixtures/epub/\(name)")
    }

    /// One entry of a fixture EPUB, read with `unzip -p` (the tests do not depend on the ZIP reader).
    public static func entry(_ path: String, in epub: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = ["-p", epubURL(epub).path, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: "\(epub)!/\(path)"])
        }
        return data
    }

    /// Writes an entry to a temporary file (for tests that run the `decor` binary on a DOC).
    public static func extract(_ path: String, from epub: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("decor-fixtures-\(ProcessInfo.processInfo.processIdentifier)")
            .appendingPathComponent(epub).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try entry(path, in: epub).write(to: url)
        return url
    }

    /// The whole fixture EPUB unzipped into a new temporary folder (an exploded publication), for tests that
    /// derive a variant by editing its files.
    public static func explode(_ epub: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-exploded-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = ["-q", epubURL(epub).path, "-d", folder.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: epubURL(epub).path])
        }
        return folder
    }
}

import DOM

extension Fixtures {
    /// A content document of a fixture EPUB, parsed as `decor` parses it.
    public static func document(_ path: String, in epub: String) throws -> Document {
        try Document.parse(try entry(path, in: epub), name: path)
    }
}
