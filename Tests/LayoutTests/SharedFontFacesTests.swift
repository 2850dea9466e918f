import Foundation
@testable import Layout
import XCTest

/// The documents of one book laid out from resources that share their font faces: each font file is read
/// and parsed once for all of them, and each document still reports the files it could not read.
final class SharedFontFacesTests: XCTestCase {
    /// Resources in memory that count how often each path is read.
    private final class CountingResources: LayoutResources, @unchecked Sendable {
        let files: [String: Data]
        let sharedFontFaces: SharedFontFaces?
        private let lock = NSLock()
        private var reads: [String: Int] = [:]

        init(files: [String: Data], sharing: Bool) {
            self.files = files
            sharedFontFaces = sharing ? SharedFontFaces() : nil
        }

        func data(at path: String, limit: Int) -> Data? {
            lock.withLock { reads[path, default: 0] += 1 }
            return files[path]
        }

        func readCount(_ path: String) -> Int { lock.withLock { reads[path] ?? 0 } }
    }

    private static func chapter(_ id: String) -> Data {
        Data("""
            <html xmlns="http://www.w3.org/1999/xhtml"><head><style>
            @font-face { font-family: 'Book Mono'; src: url(../fonts/mono.ttf) }
            @font-face { font-family: 'Lost'; src: url(../fonts/lost.ttf) }
            p { font-family: 'Book Mono' }</style></head><body><p id="\(id)">iiii</p></body></html>
            """.utf8)
    }

    private func layOut(_ resources: CountingResources, chapters: [String]) throws -> [ViewportLayout] {
        try chapters.map { id in
            let report = try BuiltinLayoutEngine(usesInstalledFonts: false).layout(
                ContainerDocument(data: Self.chapter(id), path: "OPS/\(id).xhtml", resources: resources),
                ranges: [BuiltinEngineHarness.text(id, "#\(id)", to: 4)],
                settings: LayoutSettings(overridesFont: false, fontSize: "16px"))
            return try XCTUnwrap(report.layouts.first)
        }
    }

    func testAFontFileIsReadOnceForAllTheDocumentsThatShareFaces() throws {
        let font = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"))
        let shared = CountingResources(files: ["fonts/mono.ttf": font], sharing: true)
        let layouts = try layOut(shared, chapters: ["one", "two", "three"])
        XCTAssertEqual(shared.readCount("fonts/mono.ttf"), 1)
        for (layout, id) in zip(layouts, ["one", "two", "three"]) {
            let rect = try XCTUnwrap(try layout.rects(id).first)
            XCTAssertEqual(rect.width, 4 * 1233 * 16 / 2048.0, accuracy: 1.0 / 64, "\(id) is set in the shared face")
            XCTAssertEqual(layout.document.unreadResources?.map(\.href), ["fonts/lost.ttf"],
                           "\(id) still reports the font it could not read")
        }

        let separate = CountingResources(files: ["fonts/mono.ttf": font], sharing: false)
        _ = try layOut(separate, chapters: ["one", "two", "three"])
        XCTAssertEqual(separate.readCount("fonts/mono.ttf"), 3)
    }
}
