import Foundation
@testable import Layout
import XCTest

final class InstalledFontCatalogTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("decor-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/deeper"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// Font files are found in nested folders whatever the case of their extension, other files are not;
    /// a link to a font is the font it points to (described once), a link to a folder is not followed.
    func testFontsInNestedFoldersAreDescribedOnceEach() throws {
        let stix = try Fixtures.entry("OPS/fonts/STIXGeneral.otf", in: "moby-dick")
        let first = root.appendingPathComponent("a/STIXGeneral.otf")
        let second = root.appendingPathComponent("a/deeper/Copy.OTF")
        try stix.write(to: first)
        try stix.write(to: second)
        try Data("not a font".utf8).write(to: root.appendingPathComponent("a/readme.ttf"))
        try Data("notes".utf8).write(to: root.appendingPathComponent("notes.txt"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link.ttf"), withDestinationURL: first)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("a/deeper/loop"), withDestinationURL: root)

        let catalog = InstalledFontCatalog(folders: [root.path, root.appendingPathComponent("missing").path])
        let real = try [first, second].map { try XCTUnwrap(realpath($0.path, nil).map { String(cString: $0) }) }
        XCTAssertEqual(catalog.files.map(\.path), real.sorted())
        XCTAssertTrue(catalog.files.allSatisfy { $0.families.contains("STIXGeneral") && $0.weight == 400 && !$0.isItalic })
        XCTAssertEqual(catalog.files(ofFamily: "stixgeneral")?.count, 2)
        XCTAssertNil(catalog.files(ofFamily: "dejavu sans"))
    }

    func testAFileThatIsNoFontIsNotDescribed() throws {
        let path = root.appendingPathComponent("a/empty.ttf")
        try Data().write(to: path)
        XCTAssertNil(FontFileDescription(path: path.path))
        XCTAssertNil(FontFileDescription(path: root.appendingPathComponent("a/absent.ttf").path))
        XCTAssertEqual(InstalledFontCatalog(folders: [root.path]).files, [])
    }
}
