import DecorModel
import Foundation
import JSON
@testable import Templates
import XCTest

final class MediaDecorationsTests: XCTestCase {
    /// A decorations file of an audiobook chapter: highlights, a note and an underline in two groups.
    static let file = """
        {"groups": {
          "user-highlights": [
            {"id": "h2", "locator": {"href": "/audio/ch1.mp3", "type": "audio/mpeg", "locations": {"fragments": ["t=npt:1:05.5,1:10"]}},
             "style": {"type": "highlight", "tint": "#FF0000"}, "extras": {"note": "a <b>bold</b> & --> claim\\n\\nsecond line"}},
            {"id": "h1", "locator": {"href": "audio/ch1.mp3", "locations": {"fragments": ["#t=2,4.25"]}},
             "style": {"type": "outline", "tint": "#0000FF"}},
            {"id": "u1", "locator": {"href": "audio/ch1.mp3", "locations": {"fragments": ["t=5,6"]}}, "style": {"type": "underline"}},
            {"id": "other", "locator": {"href": "audio/ch2.mp3", "locations": {"fragments": ["t=1,2"]}}, "style": {"type": "highlight"}}
          ],
          "tts": [
            {"id": "n1", "locator": {"href": "audio/ch1.mp3", "title": "Chapter 1", "locations": {"fragments": ["t=80"]}},
             "style": {"type": "note", "text": "to the end"}},
            {"id": "bad", "locator": {"href": "audio/ch1.mp3", "locations": {"fragments": ["t=9,3"]}}, "style": {"type": "highlight"}},
            {"id": "none", "locator": {"href": "audio/ch1.mp3", "locations": {"progression": 0.5}}, "style": {"type": "highlight"}}
          ]
        }}
        """

    private func decorations(duration: Double? = 90) throws -> MediaDecorations {
        MediaDecorations(file: try DecorationsFile.parse(Array(Self.file.utf8)), href: "audio/ch1.mp3", duration: duration)
    }

    func testTemporalFragmentsInEveryNormalPlayTimeForm() throws {
        let cases: [(String, MediaTimeRange)] = [
            ("10,20", MediaTimeRange(start: 10, end: 20)), ("npt:10.5,20.25", MediaTimeRange(start: 10.5, end: 20.25)),
            ("30", MediaTimeRange(start: 30, end: nil)), (",5", MediaTimeRange(start: 0, end: 5)),
            ("1:02.5,1:10", MediaTimeRange(start: 62.5, end: 70)), ("1:01:02,2:00:00", MediaTimeRange(start: 3662, end: 7200)),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(try MediaTimeRange(temporal: Substring(text), fragment: text), expected, text)
        }
        for text in ["", "abc", "5,3", "5,5", "1:60,2:00", "1:2,3", "smpte:0:00:01,0:00:02", "-1,2", "1e3,2e3", "10,"] {
            XCTAssertThrowsError(try MediaTimeRange(temporal: Substring(text), fragment: text), text)
        }
    }

    func testCuesOfTheResourceInTimeOrderWithTheirEnds() throws {
        let media = try decorations()
        XCTAssertEqual(media.href, "audio/ch1.mp3")
        XCTAssertEqual(media.groups, ["user-highlights", "tts"])
        XCTAssertEqual(media.cues.map(\.decoration.id), ["h1", "h2", "n1"])
        XCTAssertEqual(media.cues.map(\.start), [2, 65.5, 80])
        XCTAssertEqual(media.cues.map(\.end), [4.25, 70, 90], "a fragment without an end runs to the duration")
        XCTAssertEqual(media.cues.map(\.text), ["", "a <b>bold</b> & --> claim\n\nsecond line", "to the end"])
    }

    func testAnUnderlineOnAudioIsRefusedWithAClearMessage() throws {
        let rejected = try decorations().rejected
        XCTAssertEqual(rejected.map(\.id), ["u1", "bad", "none"])
        XCTAssertEqual(rejected[0].reason, "the style underline cannot be drawn on audio or video (a media timeline draws highlight, outline and note)")
        XCTAssertTrue(rejected[1].reason.contains("the end is not after the start"), rejected[1].reason)
        XCTAssertTrue(rejected[2].reason.contains("no t= media fragment"), rejected[2].reason)
    }

    func testSupportsStyle() {
        XCTAssertTrue(MediaDecorations.supports(Style(type: .highlight)))
        XCTAssertTrue(MediaDecorations.supports(Style(type: .outline)))
        XCTAssertTrue(MediaDecorations.supports(Style(type: .note(text: "n"))))
        for type: StyleType in [.underline, .strikethrough, .squiggly, .custom("sidemark"), .marginIcon(MarginIcon(content: .symbol("✎")))] {
            XCTAssertFalse(MediaDecorations.supports(Style(type: type)), type.name)
        }
    }

    func testWithoutADurationAnOpenFragmentIsRejectedAndOneStartingPastItToo() throws {
        XCTAssertTrue(try decorations(duration: nil).rejected.contains { $0.id == "n1" && $0.reason.contains("duration is unknown") })
        XCTAssertTrue(try decorations(duration: 60).rejected.contains { $0.id == "n1" && $0.reason.contains("after the resource ends") })
        XCTAssertEqual(try decorations(duration: 68).cues.first { $0.decoration.id == "h2" }?.end, 68)
    }

    func testWebVTTHasOneEscapedCuePerDecoration() throws {
        XCTAssertEqual(WebVTTWriter.document(try decorations()), """
            WEBVTT

            h1
            00:00:02.000 --> 00:00:04.250

            h2
            00:01:05.500 --> 00:01:10.000
            a &lt;b&gt;bold&lt;/b&gt; &amp; --&gt; claim
            second line

            n1
            00:01:20.000 --> 00:01:30.000
            to the end

            """)
        XCTAssertEqual(WebVTTWriter.timestamp(36_000.0004), "10:00:00.000")
    }

    func testCueTextKeepsNoBlankLineNorCharacterXMLForbids() {
        XCTAssertEqual(WebVTTWriter.escaped("a\r\n\r\nb\u{2028}c\u{0}d\n   \ne"), "a\nb\nc\u{FFFD}d\ne")
    }

    func testAnIdentifierWebVTTCannotCarryIsLeftOut() throws {
        let json = #"{"groups": {"g": [{"id": "a --> b", "locator": {"href": "v.mp4", "locations": {"fragments": ["t=1,2"]}}, "style": {"type": "highlight"}}]}}"#
        let media = MediaDecorations(file: try DecorationsFile.parse(Array(json.utf8)), href: "v.mp4", duration: nil)
        XCTAssertEqual(WebVTTWriter.document(media), "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n")
    }

    func testTimelineHasATrackPerGroupWithBarsAcrossTheDuration() throws {
        let svg = TimelineSVGWriter.document(try decorations(), duration: 90).xml
        XCTAssertTrue(svg.contains(#"<g class="track" data-group="user-highlights">"#), svg)
        XCTAssertTrue(svg.contains(#"<g class="track" data-group="tts">"#))
        // 160 + 800 × 2 / 90 = 177.78; the outline is stroked in its tint.
        XCTAssertTrue(svg.contains(##"<rect x="177.78" y="4" width="20" height="20" rx="3" fill="none" stroke="#0000ff" stroke-width="2"/>"##), svg)
        XCTAssertTrue(svg.contains("<title>a &lt;b&gt;bold&lt;/b&gt; &amp; --&gt; claim\n\nsecond line</title>"), svg)
        XCTAssertFalse(svg.contains("u1"), "the refused underline is not drawn")
        XCTAssertTrue(svg.contains(">00:01:30</text>"), "the axis ends at the duration")
        XCTAssertEqual(svg, TimelineSVGWriter.document(try decorations(), duration: 90).xml, "deterministic")
    }

    func testTickStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        XCTAssertEqual(TimelineSVGWriter.tickStep(90), 10, accuracy: 1e-9)
        XCTAssertEqual(TimelineSVGWriter.tickStep(3600), 500, accuracy: 1e-9)
        XCTAssertEqual(TimelineSVGWriter.tickStep(1.5), 0.2, accuracy: 1e-9)
    }
}
