import DecorEngine
import Foundation
import TestFixtures
import XCTest

/// The decorated chapter 1 of moby-dick, as `decor render` writes it, against Snapshots/writer/.
final class RenderGoldenTests: XCTestCase {
    func testMobyDickChapter1() throws {
        let (folder, _) = try RenderSamples.render()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let written = try Data(contentsOf: folder.appendingPathComponent(RenderSamples.chapter1))
        if let mismatch = try Snapshots.mismatch(written, name: "writer/moby-dick-chapter_001.xhtml") { XCTFail(mismatch) }
    }
}
