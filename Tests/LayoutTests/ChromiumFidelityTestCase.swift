import Foundation
@testable import Layout
import ProtectedLoader
import XCTest

/// What the tests holding the built-in engine to Chromium share: one browser for the whole class, and
/// fixture books written out as folders through the publication reader (obfuscated fonts de-obfuscated,
/// as a reading system serves them), removed when the class is done.
class ChromiumFidelityTestCase: XCTestCase {
    nonisolated(unsafe) private static var browser: BrowserLayoutEngine?
    nonisolated(unsafe) private static var books: [String: URL] = [:]

    override class func tearDown() {
        browser?.close()
        browser = nil
        for folder in books.values { try? FileManager.default.removeItem(at: folder) }
        books = [:]
        super.tearDown()
    }

    /// The browser backend, started on first use.
    var sharedBrowser: BrowserLayoutEngine {
        if let browser = Self.browser { return browser }
        let browser = BrowserLayoutEngine()
        Self.browser = browser
        return browser
    }

    /// The chapter `href` of `book`, writing the book into a temporary folder the first time.
    func chapter(_ book: String, _ href: String) throws -> URL {
        if let folder = Self.books[book] { return folder.appendingPathComponent(href) }
        let folder = try BrowserTestPaths.temporaryFolder()
        let publication = try PublicationOpener().open(path: Fixtures.epub(book).path)
        for path in publication.paths {
            guard let data = try? publication.resource(href: path).read() else { continue }
            let target = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: target)
        }
        Self.books[book] = folder
        return folder.appendingPathComponent(href)
    }
}
