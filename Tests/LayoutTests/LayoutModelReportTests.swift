import Foundation
import JSON
import XCTest
@testable import Layout

/// Reports read from client_rects.py's output and written back out in exactly its text.
final class LayoutModelReportTests: XCTestCase {
    /// A report printed by client_rects.py (Chromium 156; file, fonts and font list trimmed).
    private let scriptOutput = #"""
{
 "file": "/books/c.xhtml",
 "url": "file:///books/c.xhtml",
 "browser": "Chrome/156.0.8078.79",
 "user_agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
 "mode": "paginate",
 "gap": 20,
 "font": {
  "family": "OracleFont",
  "faces": [
   {
    "file": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "weight": "normal",
    "style": "normal"
   },
   {
    "file": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "weight": "bold",
    "style": "normal"
   }
  ]
 },
 "font_size": "20px",
 "line_height": "1.5",
 "layouts": [
  {
   "document": {
    "content_type": "application/xhtml+xml",
    "parse_error": false,
    "viewport": {
     "width": 300,
     "height": 200,
     "client_width": 300,
     "client_height": 200
    },
    "scroll_width": 300,
    "scroll_height": 200,
    "scroll_x": 0,
    "scroll_y": 0,
    "writing_mode": "horizontal-tb",
    "direction": "ltr",
    "epub_writing_mode_raw": "horizontal-tb",
    "body_font_family": "OracleFont",
    "body_font_size": "20px",
    "body_line_height": "30px",
    "font_check": true,
    "fonts_status": [
     {
      "family": "OracleFont",
      "weight": "normal",
      "style": "normal",
      "status": "loaded"
     }
    ],
    "page_count": 1,
    "page_pitch": 300,
    "body_text_length": 18
   },
   "ranges": [
    {
     "id": "q",
     "match": {
      "occurrences": 1,
      "char_start": 9,
      "char_end": 16,
      "exact": true
     },
     "text": "Ishmael",
     "text_length": 7,
     "bbox": {
      "x": 103.75,
      "y": 3,
      "width": 80.1875,
      "height": 24,
      "top": 3,
      "right": 183.9375,
      "bottom": 27,
      "left": 103.75
     },
     "rects": [
      {
       "x": 103.75,
       "y": 3,
       "width": 80.1875,
       "height": 24,
       "top": 3,
       "right": 183.9375,
       "bottom": 27,
       "left": 103.75,
       "page": 0
      }
     ],
     "text_rects": [
      {
       "x": 103.75,
       "y": 3,
       "width": 80.1875,
       "height": 24,
       "top": 3,
       "right": 183.9375,
       "bottom": 27,
       "left": 103.75,
       "page": 0
      }
     ],
     "pages": [
      0
     ],
     "ok": true
    },
    {
     "id": "1",
     "ok": false,
     "error": "Failed to execute 'setEnd' on 'Range': The offset 1000 is larger than the node's length (18)."
    }
   ],
   "viewport_requested": {
    "width": 300,
    "height": 200
   },
   "eval_s": 0.373
  }
 ],
 "timing": {
  "launch_s": 0.512,
  "load_s": 0.043,
  "total_s": 1.819
 }
}
"""#

    func testAScriptReportReadsAndWritesBackByteForByte() throws {
        let report = try JSONDecoder().decode(LayoutReport.self, from: Data(scriptOutput.utf8))
        XCTAssertEqual(report.mode, .paginate)
        XCTAssertEqual(report.gap, 20)
        XCTAssertEqual(report.font?.faces.map(\.weight), ["normal", "bold"])
        XCTAssertEqual(report.layouts.first?.document.pageCount, 1)
        XCTAssertEqual(report.layouts.first?.ranges.map(\.id), ["q", "1"])
        XCTAssertEqual(report.layouts.first?.ranges.first?.measured?.textRects.first?.rect.right, 183.9375)
        XCTAssertEqual(JSONWriter.pythonIndented.string(try report.json), scriptOutput)
        XCTAssertEqual(String(decoding: try report.scriptText(), as: UTF8.self), scriptOutput)
    }

    func testAbsentValuesAreWrittenAsNullAndFailedRangesKeepTheirMatch() throws {
        var report = try JSONDecoder().decode(LayoutReport.self, from: Data(scriptOutput.utf8))
        report.font = nil
        report.lineHeight = nil
        report.timing = LayoutTiming(launchSeconds: nil, loadSeconds: 0.0421, totalSeconds: 1.23456)
        let match = QuoteMatch(occurrences: 2, charStart: 1, charEnd: 3, exact: false)
        report.layouts[0].ranges = [RangeLayout(id: "x", match: match, outcome: .failed("nope"))]
        let json = try report.json
        XCTAssertEqual(json["font"], .null)
        XCTAssertEqual(json["line_height"], .null)
        // Compared as text, so that key order counts too (JSONValue's own equality ignores it).
        let ordered = { (value: JSONValue?) in value.map(JSONWriter().string) }
        XCTAssertEqual(ordered(json["timing"]), ordered(["launch_s": nil, "load_s": 0.042, "total_s": 1.235]))
        XCTAssertEqual(ordered(json["layouts"]?.arrayValue?.first?["ranges"]), ordered([[
            "id": "x", "match": ["occurrences": 2, "char_start": 1, "char_end": 3, "exact": false],
            "ok": false, "error": "nope",
        ]]))
    }

    func testARectWithoutPageSaysNull() throws {
        let rect = PagedRect(rect: LayoutRect(x: 1, y: 2, width: 3, height: 4), page: nil)
        XCTAssertEqual(JSONWriter().string(try JSONValueEncoder().encode(rect)),
                       #"{"x":1,"y":2,"width":3,"height":4,"top":2,"right":4,"bottom":6,"left":1,"page":null}"#)
        let decoded = try JSONDecoder().decode(PagedRect.self, from: Data(#"{"x":1,"y":2,"width":3,"height":4,"page":null}"#.utf8))
        XCTAssertEqual(decoded, rect)
    }

    func testMeasuredRangesAbbreviateLongTextsAndCollectTheirPages() {
        let long = String(repeating: "a", count: 150) + "é" + String(repeating: "b", count: 149)
        XCTAssertEqual(MeasuredRange.abbreviate(long), String(repeating: "a", count: 100) + " … " + String(repeating: "b", count: 100))
        XCTAssertEqual(MeasuredRange.abbreviate("short"), "short")
        let rect = LayoutRect(x: 0, y: 0, width: 1, height: 1)
        let pages = [3, 1, 3, 2].map { PagedRect(rect: rect, page: $0) }
        XCTAssertEqual(MeasuredRange.distinctPages(of: pages), [1, 2, 3])
        XCTAssertEqual(MeasuredRange.distinctPages(of: [PagedRect(rect: rect, page: nil)]), [nil])
        let range = MeasuredRange(fullText: long, bbox: rect, rects: [], textRects: pages)
        XCTAssertEqual(range.textLength, 300)
        XCTAssertEqual(range.pages, [1, 2, 3])
    }
}
