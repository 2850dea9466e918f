import Foundation
@testable import Layout
import XCTest

/// `covers` answers what `glyph(for:) != nil` answers, from its own table for ASCII: font fallback asks
/// it about every character of a text.
final class FontFaceCoverageTests: XCTestCase {
    func testCoverageAgreesWithTheCharacterMap() throws {
        let faces = try ["DejaVuSans", "DejaVuSerif-Bold"].map {
            try FontFace(data: BundledFonts.data(named: $0), name: $0)
        }
        let installed = ["/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
                         "/usr/share/fonts/opentype/ipafont-mincho/ipam.ttf"]
            .filter { FileManager.default.fileExists(atPath: $0) }
            .map { try? FontFace(file: $0) }
        let scalars = (UInt32(0)..<0x250).compactMap(Unicode.Scalar.init) + ["\u{2014}", "\u{201C}", "\u{3042}", "\u{1F600}"]
        for face in faces + installed.compactMap({ $0 }) {
            var covered = 0
            for scalar in scalars {
                XCTAssertEqual(face.covers(scalar), face.glyph(for: scalar) != nil, "\(face.name) U+\(String(scalar.value, radix: 16))")
                if face.covers(scalar) { covered += 1 }
            }
            XCTAssertGreaterThan(covered, 90, face.name)
            XCTAssertLessThan(covered, scalars.count, face.name)
        }
    }
}
