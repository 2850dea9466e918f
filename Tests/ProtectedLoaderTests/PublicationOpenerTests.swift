@testable import ProtectedLoader
import XCTest

final class PublicationOpenerTests: XCTestCase {
    private let opener = PublicationOpener()

    func testMobyDickMetadataAndReadingOrder() throws {
        let publication = try opener.open(path: Fixtures.path("epub/moby-dick.epub"))
        XCTAssertEqual(publication.identifier, "code.google.com.epub-samples.moby-dick-basic")
        XCTAssertEqual(publication.title, "Moby-Dick")
        XCTAssertEqual(publication.language, "en-US")
        XCTAssertEqual(publication.readingOrder.count, 144)
        XCTAssertEqual(publication.readingOrder.first?.href, "OPS/cover.xhtml")
        XCTAssertTrue(publication.readingOrder.contains { $0.href == "OPS/chapter_001.xhtml" })
        XCTAssertEqual(publication.packageDocument?.navigationDocument?.href, "OPS/toc.xhtml")
        XCTAssertNil(publication.protection)
        XCTAssertFalse(publication.isRestricted)
        XCTAssertTrue(publication.rights.canCopy)
    }

    func testResourcesByHrefInReadium2And3FormsAndPercentEncoded() throws {
        let publication = try opener.open(path: Fixtures.path("epub/kusamakura-japanese-vertical-writing-nomo.epub"))
        let plain = try publication.resource(href: "OPS/xhtml/四.xhtml").read()
        XCTAssertEqual(try publication.resource(href: "/OPS/xhtml/四.xhtml").read(), plain)
        XCTAssertEqual(try publication.resource(href: "OPS/xhtml/%E5%9B%9B.xhtml").read(), plain)
        XCTAssertTrue(String(decoding: plain, as: UTF8.self).contains("<html"))
        XCTAssertEqual(publication.metadata.readingProgression, "rtl")
        XCTAssertTrue(publication.readingOrder.contains { $0.href == "OPS/xhtml/四.xhtml" })
    }

    func testUnknownHrefIsAResourceNotFoundError() throws {
        let publication = try opener.open(path: Fixtures.path("epub/moby-dick.epub"))
        XCTAssertThrowsError(try publication.resource(href: "OPS/no-such.xhtml")) { error in
            XCTAssertEqual((error as? PublicationError)?.code, "resourceNotFound")
            XCTAssertTrue("\(error)".contains("OPS/no-such.xhtml"))
        }
        XCTAssertThrowsError(try publication.resource(href: "../../etc/passwd"))
    }

    func testObfuscatedFontsAreDeobfuscatedWhenFetched() throws {
        let publication = try opener.open(path: Fixtures.path("epub/wasteland-otf-obf.epub"))
        XCTAssertEqual(publication.protection?.scheme, .obfuscation)
        XCTAssertFalse(publication.isRestricted)
        for font in ["EPUB/OldStandard-Regular.obf.otf", "EPUB/OldStandard-Bold.obf.otf", "EPUB/OldStandard-Italic.obf.otf"] {
            let head = try publication.resource(href: font).read(range: 0..<4)
            XCTAssertEqual(head, Data("OTTO".utf8), font)
        }
    }

    func testW3CObfuscatedTrueTypeDeobfuscatesAndTheOtherKeyDoesNot() throws {
        let good = try opener.open(path: Fixtures.path("epub/w3c-ocf-font_obfuscation.epub"))
        XCTAssertEqual(try good.resource(href: "EPUB/fonts/Lobster.ttf").read(range: 0..<4), Data([0, 1, 0, 0]))
        let bis = try opener.open(path: Fixtures.path("epub/w3c-ocf-font_obfuscation_bis.epub"))
        let head = try bis.resource(href: "EPUB/fonts/Lobster.ttf").read(range: 0..<4)
        XCTAssertFalse([Data([0, 1, 0, 0]), Data("OTTO".utf8), Data("true".utf8), Data("wOFF".utf8)].contains(head))
    }

    func testAnExplodedFolderOpensLikeItsZip() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-folder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let unzip = Process()
        unzip.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        unzip.arguments = ["-q", Fixtures.path("epub/moby-dick.epub"), "-d", folder.path]
        try unzip.run()
        unzip.waitUntilExit()
        XCTAssertEqual(unzip.terminationStatus, 0)
        let exploded = try opener.open(path: folder.path)
        let zipped = try opener.open(path: Fixtures.path("epub/moby-dick.epub"))
        XCTAssertEqual(exploded.readingOrder, zipped.readingOrder)
        XCTAssertEqual(try exploded.resource(href: "OPS/chapter_001.xhtml").read(),
                       try zipped.resource(href: "OPS/chapter_001.xhtml").read())
    }

    func testEveryFixtureOpensWithItsWholeReadingOrderReadable() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Fixtures.path("epub")).filter { $0.hasSuffix(".epub") }
        XCTAssertEqual(names.count, 11)
        for name in names {
            let publication = try opener.open(path: Fixtures.path("epub/\(name)"))
            XCTAssertFalse(publication.readingOrder.isEmpty, name)
            XCTAssertNotNil(publication.identifier, name)
            for link in publication.readingOrder {
                XCTAssertFalse(try publication.resource(href: link.href).read().isEmpty, "\(name): \(link.href)")
            }
        }
    }

    func testNotAPublicationIsAnUnsupportedAsset() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("decor-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("just text".utf8).write(to: file)
        XCTAssertThrowsError(try opener.open(path: file.path)) { error in
            XCTAssertEqual((error as? OpeningError)?.code, "unsupportedAsset")
        }
        XCTAssertThrowsError(try opener.open(path: "/no/such/file.epub")) { error in
            XCTAssertTrue("\(error)".contains("/no/such/file.epub"))
        }
    }

    func testAZipWithoutContainerXMLIsAnInvalidPackage() throws {
        let archive = FileManager.default.temporaryDirectory.appendingPathComponent("decor-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: archive) }
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        zip.arguments = ["-q", "-j", archive.path, Fixtures.path("README.md")]
        try zip.run()
        zip.waitUntilExit()
        XCTAssertThrowsError(try opener.open(path: archive.path)) { error in
            XCTAssertEqual((error as? OpeningError)?.code, "invalidPackage")
            XCTAssertTrue("\(error)".contains("container.xml"))
        }
    }
}
