import Foundation
import ProtectedLoader
import XCTest

/// Reads test inputs from the repository's fixtures: entries of the EPUB files (raw, or through the
/// publication as a reader gets them) and Unicode data files.
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

    /// The stored bytes of one entry of a fixture EPUB (an obfuscated font stays obfuscated).
    static func entry(_ path: String, in book: String) throws -> Data {
        let archive = try ZipArchive(url: epub(book))
        guard let entry = archive.entry(at: path) else { throw FixtureError.missing("\(book).epub!\(path)") }
        return try archive.read(entry, password: nil)
    }

    static func text(_ path: String, in book: String) throws -> String {
        String(decoding: try entry(path, in: book), as: UTF8.self)
    }

    /// A resource as the publication serves it: obfuscated fonts come out de-obfuscated.
    static func deobfuscatedFont(_ path: String, in book: String) throws -> Data {
        try PublicationOpener().open(path: epub(book).path).resource(href: path).read()
    }

    /// A file of Debian's `unicode-data` package, which the project's setup script installs.
    static func unicodeData(_ relativePath: String) throws -> String {
        let url = URL(fileURLWithPath: "/usr/share/unicode/\(relativePath)")
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FixtureError.missing("\(url.path) (run scripts/setup.sh: it installs unicode-data)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

enum FixtureError: Error {
    case missing(String)
}
