import DecorEngine
import Foundation
import TestFixtures

/// A chapter whose static outputs are kept under Snapshots/static/: its book, href, decorations file,
/// layout settings and the pages drawn.
struct StaticSnapshotCase {
    let name: String
    let epub: String
    let href: String
    let settings: LayoutSettings
    /// 0-based pages to draw; nil for all.
    let pages: Set<Int>?
    /// Whether the static HTML is kept too (not for the long chapter: its whole text would be the reference).
    let keepsHTML: Bool

    static let dejaVuSans = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    static func all() throws -> [StaticSnapshotCase] {
        let viewport = try Viewport(width: 600, height: 800)
        return [
            StaticSnapshotCase(name: "moby-dick", epub: "moby-dick.epub", href: "OPS/chapter_001.xhtml",
                               settings: try LayoutSettings(viewports: [viewport], mode: .paginate, gap: 40), pages: nil, keepsHTML: true),
            StaticSnapshotCase(name: "regime-anticancer-arabic", epub: "regime-anticancer-arabic.epub", href: "EPUB/Content/C_content.xhtml",
                               settings: try LayoutSettings(viewports: [viewport], font: dejaVuSans, mode: .paginate, gap: 40),
                               pages: [0, 1], keepsHTML: true),
            StaticSnapshotCase(name: "kusamakura", epub: "kusamakura-japanese-vertical-writing-nomo.epub", href: "OPS/xhtml/一.xhtml",
                               settings: try LayoutSettings(viewports: [viewport]), pages: [0, 1], keepsHTML: true),
            StaticSnapshotCase(name: "childrens-literature", epub: "childrens-literature.epub", href: "EPUB/s04.xhtml",
                               settings: try LayoutSettings(viewports: [viewport], mode: .paginate, gap: 40), pages: [0, 1, 2], keepsHTML: false),
        ]
    }

    var decorationsURL: URL { Snapshots.url("static/\(name)-decorations.json") }

    func decorations() throws -> DecorationsFile {
        try DecorationsFile.parse(Array(try Data(contentsOf: decorationsURL)))
    }

    /// The SVG snapshot of the chapter, laid out from the book in memory.
    func snapshot() throws -> SnapshotRenderer.Snapshot {
        let publication = try RenderSamples.open(epub)
        let resources = try PublicationResources(publication: publication)
        return try SnapshotRenderer(decorations: try decorations(), settings: settings)
            .snapshot(resources: resources, href: href, onlyDecorationsAt: href, mediaType: "application/xhtml+xml", pages: pages)
    }

    /// The chapter as `decor render --static` writes it.
    func staticHTML() throws -> Data {
        let publication = try RenderSamples.open(epub)
        let resources = try PublicationResources(publication: publication)
        let renderer = try PublicationRenderer(publication: publication, decorations: try decorations(), options: RenderOptions(
            settings: settings, geometry: BuiltinRangeGeometry(resources: resources), isStatic: true))
        let out = try RenderSamples.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        _ = try renderer.render(into: try OutputDirectory(root: out.appendingPathComponent("out"), input: Fixtures.epubURL(epub),
                                                          paths: renderer.outputPaths))
        return try Data(contentsOf: out.appendingPathComponent("out").appendingPathComponent(href))
    }

    /// The static HTML with each inline font's base64 replaced by its length and first characters: the
    /// reference stays small (no megabytes of font data) while a change to the embedding still shows.
    static func withoutFontData(_ data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let pattern = try! NSRegularExpression(pattern: "base64,([A-Za-z0-9+/=]+)")
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range(at: 1), in: text) else { continue }
            result += text[last..<whole.lowerBound] + "[\(text[whole].count) base64 characters, \(text[whole].prefix(16))…]"
            last = whole.upperBound
        }
        return Data((result + text[last...]).utf8)
    }
}
