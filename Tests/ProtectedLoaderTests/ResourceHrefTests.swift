import Foundation
@testable import ProtectedLoader
import TestFixtures
import XCTest

/// How an href given to `resource(href:)` names an entry: as given first, then percent-decoded.
final class ResourceHrefTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestFixtures.Fixtures.explode("moby-dick.epub")
        try Data("spaced".utf8).write(to: folder.appendingPathComponent("OPS/a b.txt"))
        try Data("literal".utf8).write(to: folder.appendingPathComponent("OPS/c%20d.txt"))
        try Data("decoded".utf8).write(to: folder.appendingPathComponent("OPS/c d.txt"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testAnHrefNamesTheEntryAsGivenBeforeItsDecodedForm() throws {
        let publication = try PublicationOpener().openPackage(path: folder.path)
        XCTAssertEqual(try publication.resource(href: "OPS/a%20b.txt").read(), Data("spaced".utf8))
        XCTAssertEqual(try publication.resource(href: "/OPS/a b.txt").read(), Data("spaced".utf8))
        XCTAssertEqual(try publication.resource(href: "OPS/c%20d.txt").read(), Data("literal".utf8))
        XCTAssertEqual(try publication.resource(href: "OPS/c d.txt").read(), Data("decoded".utf8))
        XCTAssertThrowsError(try publication.resource(href: "OPS/missing%20file.txt"))
    }
}
