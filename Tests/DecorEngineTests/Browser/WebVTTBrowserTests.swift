import DecorEngine
import Foundation
import XCTest

/// The WebVTT of media decorations in real Chromium: a `<track>` of an `<audio>` element loads it, its
/// `TextTrack` has one cue per decoration with the decoration's times, id and note (shown unescaped), and the
/// active cues at a given playback time are the decorations whose range covers it. The same holds on the
/// player page `decor render` writes for an audiobook's track, whose list marks the same decorations and
/// where nothing from the decorations runs or becomes markup.
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
        /// The ids of the player page's list entries marked active at each seek time.
        var marked: [[String]]
        var scripts: Int
        var ran: Bool
        /// Elements a note or group name would have made had it become markup.
        var injected: Int
    }

    func testATrackLoadsTheCuesAndShowsThemAtTheirTimes() throws {
        let file = try DecorationsFile.parse(Array(Self.decorations.utf8))
        let media = MediaDecorations(file: file, href: "sine.wav", duration: 6)
        try Data(WebVTTWriter.document(media).utf8).write(to: folder.appendingPathComponent("cues.vtt"))
        try Self.silence(seconds: 6).write(to: folder.appendingPathComponent("sine.wav"))
        let page = folder.appendingPathComponent("player.html")
        try Data("<!DOCTYPE html><html><body><audio src=\"sine.wav\" preload=\"auto\"><track kind=\"metadata\" src=\"cues.vtt\"></audio></body></html>".utf8)
            .write(to: page)
        let report = try load(page)
        XCTAssertEqual(report.duration, 6, accuracy: 0.01)
        XCTAssertEqual(report.cues, [
            Report.Cue(id: "h1", start: 1, end: 2.5, text: "first &amp; &lt;only&gt; --&gt; here", shown: "first & <only> --> here"),
            Report.Cue(id: "h2", start: 2, end: 4, text: "", shown: ""),
            Report.Cue(id: "n1", start: 5, end: 6, text: "to the end", shown: "to the end"),
        ])
        XCTAssertEqual(report.active, [[], ["h1"], ["h1", "h2"], ["h2"], ["n1"]])
    }

    private static let hostileDecorations = """
        {"groups": {
          "highlights": [
            {"id": "h1", "locator": {"href": "audio/sine.wav", "locations": {"fragments": ["t=1,2.5"]}},
             "style": {"type": "highlight"}, "extras": {"note": "</li><script>window.__ran = true</script><b>bold</b>"}},
            {"id": "h2", "locator": {"href": "audio/sine.wav", "locations": {"fragments": ["t=npt:0:02,0:04"]}}, "style": {"type": "outline"}},
            {"id": "u1", "locator": {"href": "audio/sine.wav", "locations": {"fragments": ["t=3,4"]}}, "style": {"type": "underline"}}
          ],
          "<img src=x onerror=window.__ran=true>": [
            {"id": "n1\\" onclick=\\"window.__ran = true", "locator": {"href": "audio/sine.wav", "locations": {"fragments": ["t=5"]}},
             "style": {"type": "note", "text": "to the end"}}
          ]
        }}
        """

    /// An audiobook package (a Readium Web Publication) of six seconds of silence.
    private func audiobook() throws -> URL {
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("audio"), withIntermediateDirectories: true)
        try Data("""
            {"metadata": {"title": "Sine", "identifier": "urn:x:sine"},
             "readingOrder": [{"href": "audio/sine.wav", "type": "audio/wav", "duration": 6}]}
            """.utf8).write(to: content.appendingPathComponent("manifest.json"))
        try Self.silence(seconds: 6).write(to: content.appendingPathComponent("audio/sine.wav"))
        let book = folder.appendingPathComponent("sine.audiobook")
        let zip = Process()
        zip.executableURL = URL(fileURLWithPath: "/usr/bin/zip")
        zip.currentDirectoryURL = content
        zip.arguments = ["-q", "-r", "-0", book.path, "manifest.json", "audio"]
        try zip.run()
        zip.waitUntilExit()
        XCTAssertEqual(zip.terminationStatus, 0)
        return book
    }

    func testThePlayerPageOfARenderShowsTheCuesAtTheirTimes() throws {
        let book = try audiobook()
        let renderer = try PublicationRenderer(
            publication: try PublicationOpener(protections: []).open(path: book.path, options: OpeningOptions()),
            decorations: try DecorationsFile.parse(Array(Self.hostileDecorations.utf8)), options: RenderOptions(settings: LayoutSettings()))
        let out = folder.appendingPathComponent("rendered")
        XCTAssertEqual(renderer.outputPaths, ["audio/sine.wav", "audio/sine.wav.player.html", "audio/sine.wav.vtt", "report.json"])
        let rendered = try renderer.render(into: try OutputDirectory(root: out, input: book, paths: renderer.outputPaths))
        let n1 = #"n1" onclick="window.__ran = true"#
        XCTAssertEqual(rendered.resources, [ResourceOutcome(href: "audio/sine.wav", action: .player, decorations: 4)])
        XCTAssertEqual(rendered.decorations.map(\.id), ["h1", "h2", "u1", n1])
        XCTAssertEqual(rendered.decorations.map { $0.error?.code }, [nil, nil, "notDrawableOnMedia", nil])
        XCTAssertEqual(try Data(contentsOf: out.appendingPathComponent("audio/sine.wav")), Self.silence(seconds: 6))

        let report = try load(out.appendingPathComponent("audio/sine.wav.player.html"))
        XCTAssertEqual(report.scripts, 1, "only the page's own script")
        XCTAssertFalse(report.ran)
        XCTAssertEqual(report.injected, 0, "notes and group names are text, never markup")
        XCTAssertEqual(report.duration, 6, accuracy: 0.01)
        XCTAssertEqual(report.cues.map(\.id), ["h1", "h2", n1])
        XCTAssertEqual(report.cues.first?.shown, "</li><script>window.__ran = true</script><b>bold</b>")
        XCTAssertEqual(report.active, [[], ["h1"], ["h1", "h2"], ["h2"], [n1]])
        XCTAssertEqual(report.marked, report.active)
    }

    private func load(_ page: URL) throws -> Report {
        let tab = try session.openPage()
        try tab.navigate(to: page)
        let json = try tab.evaluate(Self.script, awaitPromise: true, timeout: .seconds(30)).stringValue ?? "{}"
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }

    /// Loads the track, then seeks to times around the cues and reads the active cues (and the marked
    /// entries of a player page's list) at each.
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
          const active = [], marked = [];
          for (const time of [0.5, 1.5, 2.25, 3, 5.5]) {
            const seeked = once(audio, 'seeked');
            audio.currentTime = time;
            await seeked;
            await new Promise((resolve) => setTimeout(resolve, 100));
            active.push([...element.track.activeCues].map((cue) => cue.id).sort());
            marked.push([...document.querySelectorAll('.decor-cues li.active')].map((entry) => entry.dataset.decorationId).sort());
          }
          return JSON.stringify({ duration: audio.duration, cues, active, marked, scripts: document.scripts.length,
                                  ran: window.__ran === true, injected: document.querySelectorAll('b, img').length });
        })()
        """
}
