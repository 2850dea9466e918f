import DecorEngine
import Foundation
import TestFixtures

/// What the render tests share: moby-dick opened through decor's own loader, a decorations file over its
/// first chapters, and temporary folders.
enum RenderSamples {
    static let chapter1 = "OPS/chapter_001.xhtml"

    static func open(_ epub: String) throws -> Publication {
        try PublicationOpener(protections: []).open(path: Fixtures.epubURL(epub).path, options: OpeningOptions())
    }

    static func file(_ json: String) throws -> DecorationsFile {
        try DecorationsFile.parse(Array(json.utf8))
    }

    /// Highlights, underlines and a file template on chapter 1 (hrefs in Readium 2 and 3 form), one
    /// decoration on chapter 2, and three that cannot be drawn: a quote that is not in the chapter, an
    /// href that is not in the reading order and a locator without anything to locate.
    static let mobyDick = """
        {"groups": {
          "user-highlights": [
            {"id": "h1", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Call me Ishmael", "after": ". Some years ago"}},
             "style": {"type": "highlight", "tint": "#FFD700"}},
            {"id": "h2", "locator": {"href": "/OPS/chapter_001.xhtml", "locations": {"cssSelector": "#c001p0002"},
              "text": {"before": "Look at the crowds of water-gazers there.\\n", "highlight": "Circumambulate the city of a dreamy Sabbath afternoon"}},
             "style": {"type": "highlight", "tint": "lightgreen", "isActive": true}},
            {"id": "h3", "locator": {"href": "OPS/chapter_001.xhtml#c001p0002", "text": {"highlight": "There now is your insular city of the Manhattoes, belted round by wharves as Indian isles by coral reefs—commerce surrounds it with her surf."}},
             "style": {"type": "highlight"}},
            {"id": "missing-quote", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "a sentence Melville never wrote, not even in a draft"}},
             "style": {"type": "highlight"}},
            {"id": "c2", "locator": {"href": "OPS/chapter_002.xhtml", "text": {"highlight": "I stuffed a shirt or two into my old carpet-bag"}},
             "style": {"type": "underline", "tint": "#3366ff"}}
          ],
          "search": [
            {"id": "s1", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "It is a way I have of driving off the spleen and regulating the circulation. Whenever I find myself growing grim about the mouth"}},
             "style": {"type": "underline", "tint": "rgb(200, 0, 0)"}},
            {"id": "s2", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "Why did the old Persians hold the sea holy?"}},
             "style": {"type": "sidemark", "tint": "#8A2BE2"}},
            {"id": "s3", "locator": {"href": "OPS/chapter_001.xhtml", "text": {"highlight": "meditation and water are wedded for ever"}},
             "style": {"type": "band", "tint": "teal"}},
            {"id": "elsewhere", "locator": {"href": "OPS/chapter_999.xhtml", "text": {"highlight": "Ishmael"}}, "style": {"type": "highlight"}},
            {"id": "nothing", "locator": {"href": "OPS/chapter_001.xhtml"}, "style": {"type": "underline"}}
          ]
        },
        "templates": {
          "sidemark": {"layout": "bounds", "width": "page",
                       "element": "<div class=\\"sidemark\\" style=\\"--tint: {{tint}}\\"></div>",
                       "stylesheet": ".sidemark { box-sizing: border-box; border-left: 5px solid var(--tint); }"},
          "band": {"layout": "boxes", "width": "viewport",
                   "element": "<div class=\\"band\\" style=\\"--tint: {{tint}}\\"/>",
                   "stylesheet": ".band { border-top: 1px dotted var(--tint); }"}
        },
        "activable": ["user-highlights"]}
        """

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("decor-render-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Renders `file` over `epub` into a new temporary folder.
    static func render(_ epub: String = "moby-dick.epub", file json: String = mobyDick, options: RenderOptions? = nil) throws -> (URL, RenderReport) {
        let publication = try open(epub)
        let renderer = try PublicationRenderer(publication: publication, decorations: try file(json),
                                               options: try options ?? RenderOptions(settings: LayoutSettings()))
        let folder = try temporaryFolder().appendingPathComponent("out")
        let output = try OutputDirectory(root: folder, input: Fixtures.epubURL(epub), paths: renderer.outputPaths)
        return (folder, try renderer.render(into: output))
    }
}

extension RenderSamples {
    /// An exploded EPUB with one chapter in its reading order, in a new temporary folder (returned);
    /// the publication itself is in its `book` subfolder.
    static func explodedPublication(chapter: String, mediaType: String, content: String) throws -> URL {
        let folder = try temporaryFolder()
        let book = folder.appendingPathComponent("book")
        let files = [
            "mimetype": "application/epub+zip",
            "META-INF/container.xml": """
                <?xml version="1.0"?>
                <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
                <rootfiles><rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
                """,
            "OPS/package.opf": """
                <?xml version="1.0" encoding="UTF-8"?>
                <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
                <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">decor-test</dc:identifier>
                <dc:title>Test</dc:title><dc:language>en</dc:language></metadata>
                <manifest><item id="c" href="\(chapter)" media-type="\(mediaType)"/></manifest>
                <spine><itemref idref="c"/></spine></package>
                """,
            "OPS/\(chapter)": content,
        ]
        for (path, text) in files {
            let url = book.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }
}
