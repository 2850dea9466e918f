@testable import Export
import Foundation
import XCTest

/// Publication names in an import file, resolved once each: URLs as given, paths against the file's folder.
final class PublicationLocationsTests: XCTestCase {
    func testPathsAreMadeAbsoluteAgainstTheFolderAndURLsStayAsGiven() {
        var locations = PublicationLocations(folder: URL(fileURLWithPath: "/library/imports", isDirectory: true))
        XCTAssertEqual(locations.location(of: "books/moby.epub"), "/library/imports/books/moby.epub")
        XCTAssertEqual(locations.location(of: "../shelf/./moby.epub"), "/library/shelf/moby.epub")
        XCTAssertEqual(locations.location(of: "/elsewhere/book.epub"), "/elsewhere/book.epub")
        XCTAssertEqual(locations.location(of: "https://example.com/book.epub?x=../y"), "https://example.com/book.epub?x=../y")
        XCTAssertEqual(locations.location(of: "books/moby.epub"), "/library/imports/books/moby.epub", "asked again")
    }

    func testNamesBeyondWhatIsRememberedStillResolve() {
        var locations = PublicationLocations(folder: URL(fileURLWithPath: "/library", isDirectory: true))
        for index in 0..<(PublicationLocations.maximumRemembered * 2 + 3) {
            XCTAssertEqual(locations.location(of: "b\(index).epub"), "/library/b\(index).epub")
        }
        XCTAssertEqual(locations.location(of: "b0.epub"), "/library/b0.epub")
    }
}
