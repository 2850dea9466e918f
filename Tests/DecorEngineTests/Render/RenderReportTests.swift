@testable import DecorEngine
import Foundation
import JSON
import Templates
import XCTest

/// `report.json` is written one outcome at a time; its bytes are those of the whole report written as one
/// JSON tree (pretty, absent values `null`, empty lists `[]`), ending with a line break.
final class RenderReportTests: XCTestCase {
    private func tree(_ report: RenderReport) -> Data {
        Data((JSONWriter(pretty: true).string(.object([
            JSONMember("decorations", .array(report.decorations.map(RenderReport.json))),
            JSONMember("resources", .array(report.resources.map(RenderReport.json))),
        ])) + "\n").utf8)
    }

    /// Everything `writeJSON(to:)` writes, in order.
    private func json(_ report: RenderReport) throws -> Data {
        var bytes: [UInt8] = []
        try report.writeJSON { bytes += $0 }
        return Data(bytes)
    }

    func testTheStreamedReportIsTheTreeWrittenWhole() throws {
        let error = DecorationError(code: "invalidTint", message: "\"<bad>\" is not a CSS colour\n")
        let report = RenderReport(
            resources: [ResourceOutcome(href: "OPS/a.xhtml", action: .decorated, decorations: 3),
                        ResourceOutcome(href: "OPS/b.xhtml", action: .skipped, error: error)],
            decorations: [
                DecorationOutcome(id: "d1", group: "highlights", href: "OPS/a.xhtml", strategy: .textQuote, score: 0.9876,
                                  pages: [1, 2], boxes: [Rect(x: 1.5, y: 2, width: 1e-05, height: 300.25)]),
                DecorationOutcome(id: "d2", group: "highlights", href: "OPS/a.xhtml", strategy: .domRange, score: 1, pages: [], boxes: []),
                DecorationOutcome(id: "d3", group: "notes", href: "OPS/b.xhtml", error: error),
            ])
        XCTAssertEqual(String(decoding: try json(report), as: UTF8.self), String(decoding: tree(report), as: UTF8.self))
    }

    func testAnEmptyReportHasEmptyLists() throws {
        let report = RenderReport()
        XCTAssertEqual(try json(report), tree(report))
        XCTAssertEqual(String(decoding: try json(report), as: UTF8.self), "{\n  \"decorations\": [],\n  \"resources\": []\n}\n")
    }

    func testALargeReportIsWrittenInPieces() throws {
        let report = RenderReport(decorations: (0..<5_000).map {
            DecorationOutcome(id: "d\($0)", group: "highlights", href: "OPS/a.xhtml", strategy: .textQuote, score: 1, pages: [1], boxes: [])
        })
        var pieces: [[UInt8]] = []
        try report.writeJSON { pieces.append($0) }
        XCTAssertGreaterThan(pieces.count, 10)
        XCTAssertLessThan(pieces.map(\.count).max() ?? 0, 1 << 17)
        XCTAssertEqual(Data(pieces.joined()), tree(report))
    }
}
