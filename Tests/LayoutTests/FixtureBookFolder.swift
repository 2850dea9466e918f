import Foundation
import ProtectedLoader

/// Fixture books written out as folders through the publication reader (obfuscated fonts
/// de-obfuscated, as a reading system serves them), for engines that read chapters from files.
enum FixtureBookFolder {
    /// The chapter `href` of `book`, writing the book into a new temporary folder unless `written` has it.
    static func chapter(_ book: String, _ href: String, written: inout [String: URL]) throws -> URL {
        if let folder = written[book] { return folder.appendingPathComponent(href) }
        let folder = try BrowserTestPaths.temporaryFolder()
        let publication = try PublicationOpener().open(path: Fixtures.epub(book).path)
        for path in publication.paths {
            guard let data = try? publication.resource(href: path).read() else { continue }
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        written[book] = folder
        return folder.appendingPathComponent(href)
    }
}
