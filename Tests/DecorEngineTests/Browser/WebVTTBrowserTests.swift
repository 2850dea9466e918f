import DecorEngine
import Foundation
import XCTest

/// The WebVTT of media decorations in real Chromium: a `<track>` of an `<audio>` element loads it, its
/// `TextTrack` has one cue per decoration with the decoration's times, id and note (shown unescaped), and the
/// active cues at a given playback time are the decorations whose range covers it.
final class WebVTTBrowserTests: XCTestCase {
    private var session: ChromiumSession!
    private var folder: URL!

    override func setUpWithError() throws {
        session = try ChromiumSession()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-vtt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        session?.close()
        try? FileManager.default.removeItem(at: folder)
    }

    private static let decorations = """
        {"groups": {
          "highlights": [
            {"id": "h1", "locator": {"href": "sine.wav", "locations": {"fragments": ["t=1,2.5"]}},
             "style": {"type": "highlight"}, "extras": {"note": "first & <only> --> here"}},
            {"id": "h2", "locator": {"href": "sine.wav", "locations": {"fragments": ["t=npt:0:02,0:04"]}}, "style": {"type": "outline"}}
          ],
          "notes": [
            {"id": "n1", "locator": {"href": "sine.wav", "locations": {"fragments": ["t=5"]}}, "style": {"type": "note", "text": "to the end"}}
          ]
        }}
        """

    /// Six seconds of silence as 8 kHz mono 16-bit PCM, the one format every browser plays.
    private static func silence(seconds: Int) -> Data {
        let samples = 8000 * seconds, bytes = samples * 2
        func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
        func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
        var wav = Data("RIFF".utf8) + le32(36 + bytes) + Data("WAVEfmt ".utf8)
        wav += le32(16) + le16(1) + le16(1) + le32(8000) + le32(16000) + le16(2) + le16(16)
        return wav + Data("data".utf8) + le32(bytes) + Data(count: bytes)
    }

    struct Report: Decodable {
        struct Cue: Decodable, Equatable {
            var id: String
            var start: Double
            var end: Double
            /// The cue text as written (escaped).
            var text: String
            /// What the browser shows: the text parsed as WebVTT cue text.
            var shown: String
        }

        var duration: Double
        var cues: [Cue]
        var active: [[String]]
    }

    func testATrackLoadsTheCuesAndShowsThemAtTheirTimes() throws {
        let file = try DecorationsFile.parse(Array(Self.decorations.utf8))
        let media = MediaDecorations(file: file, href: "sine.wav", duration: 6)
        try Data(WebVTTWriter.document(media).utf8).write(to: folder.appendingPathComponent("cues.vtt"))
        try Self.silence(seconds: 6).write(to: folder.appendingPathComponent("sine.wav"))
        let page = folder.appendingPathComponent("player.html")
        try Data("<!DOCTYPE html><html><body><audio src=\"sine.wav\" preload=\"auto\"><track kind=\"metadata\" src=\"cues.vtt\"></audio></body></html>".utf8)
            .write(to: page)
        let tab = try session.openPage()
        try tab.navigate(to: page)
        let json = try tab.evaluate(Self.script, awaitPromise: true, timeout: .seconds(30)).stringValue ?? "{}"
        let report = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
        XCTAssertEqual(report.duration, 6, accuracy: 0.01)
        XCTAssertEqual(report.cues, [
            Report.Cue(id: "h1", start: 1, end: 2.5, text: "first &amp; &lt;only&gt; --&gt; here", shown: "first & <only> --> here"),
            Report.Cue(id: "h2", start: 2, end: 4, text: "", shown: ""),
            Report.Cue(id: "n1", start: 5, end: 6, text: "to the end", shown: "to the end"),
        ])
        XCTAssertEqual(report.active, [[], ["h1"], ["h1", "h2"], ["h2"], ["n1"]])
    }

    /// Loads the track, then seeks to times around the cues and reads the active cues at each.
    private static let script = """
        (async () => {
          const audio = document.querySelector('audio'), element = document.querySelector('track');
          const once = (target, type) => new Promise((resolve) => target.addEventListener(type, resolve, { once: true }));
          const loaded = element.readyState === 2 ? Promise.resolve() : Promise.race([
            once(element, 'load'), once(element, 'error').then(() => { throw new Error('the track did not load'); })]);
          element.track.mode = 'hidden';
          await loaded;
          if (audio.readyState < 1) await once(audio, 'loadedmetadata');
          const cues = [...element.track.cues].map((cue) => ({ id: cue.id, start: cue.startTime, end: cue.endTime, text: cue.text, shown: cue.getCueAsHTML().textContent }));
          const active = [];
          for (const time of [0.5, 1.5, 2.25, 3, 5.5]) {
            const seeked = once(audio, 'seeked');
            audio.currentTime = time;
            await seeked;
            await new Promise((resolve) => setTimeout(resolve, 100));
            active.push([...element.track.activeCues].map((cue) => cue.id).sort());
          }
          return JSON.stringify({ duration: audio.duration, cues, active });
        })()
        """
}
