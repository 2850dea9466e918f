import Foundation
@testable import Layout
import XCTest

/// Writes small documents (and their CSS, images, fonts) into a temporary folder and lays them out
/// with the built-in engine, DejaVu Serif forced (the installed file, as the reading settings name it)
/// and installed fonts left out, so that results do not depend on the machine.
final class BuiltinEngineHarness {
    let folder: URL

    init() throws {
        folder = try BrowserTestPaths.temporaryFolder()
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Writes a file under the folder (creating intermediate folders) and returns its URL.
    @discardableResult
    func write(_ path: String, _ contents: String) throws -> URL {
        try write(path, Data(contents.utf8))
    }

    @discardableResult
    func write(_ path: String, _ data: Data) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    /// An XHTML document with `head` and `body` markup.
    @discardableResult
    func document(_ path: String = "doc.xhtml", head: String = "", body: String, bodyAttributes: String = "")
        throws -> URL {
        try write(path, """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>t</title>\(head)</head>\
            <body\(bodyAttributes)>\(body)</body></html>
            """)
    }

    /// Lays the document out and returns the layout of its first viewport.
    func layout(_ document: URL, ranges: [RangeSpec], viewport: Viewport = .standard, mode: LayoutMode = .scroll,
                fontSize: String? = "16px", lineHeight: String? = nil, overridesFont: Bool = true,
                gap: Double = 0) throws -> ViewportLayout {
        let settings = try LayoutSettings(viewports: [viewport], overridesFont: overridesFont, fontSize: fontSize,
                                          lineHeight: lineHeight, mode: mode, gap: gap)
        let report = try BuiltinLayoutEngine(usesInstalledFonts: false).layout(
            document: document, ranges: ranges, settings: settings)
        return try XCTUnwrap(report.layouts.first)
    }

    /// Lays out a document whose `#id` holds `text`, with a range `id` over all of it.
    func layout(text: String, in id: String, head: String = "", body: String, bodyAttributes: String = "")
        throws -> ViewportLayout {
        try layout(document(head: head, body: body, bodyAttributes: bodyAttributes),
                   ranges: [Self.text(id, "#\(id)", to: text.utf16.count)])
    }

    /// A range over a whole element's first text node.
    static func text(_ id: String, _ selector: String, from start: Int = 0, to end: Int, node: Int = 0) -> RangeSpec {
        .boundaries(id: id, start: RangeBoundary(selector: selector, textIndex: node, offset: start),
                    end: RangeBoundary(selector: selector, textIndex: node, offset: end))
    }
}

extension ViewportLayout {
    /// The text rects of a measured range (fails the test when it was not measured).
    func rects(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws -> [LayoutRect] {
        let range = try XCTUnwrap(ranges.first { $0.id == id }, "no range \(id)", file: file, line: line)
        let measured = try XCTUnwrap(range.measured, "range \(id) failed: \(range.outcome)", file: file, line: line)
        return measured.textRects.map(\.rect)
    }

    func pages(_ id: String) -> [Int?]? {
        ranges.first { $0.id == id }?.measured?.pages
    }
}
