import Foundation

/// Hostile publications, documents and decorations files, written into a folder by test code: a deflate
/// bomb (honest about its size, and lying about it), entry names and hrefs that leave the container, a
/// billion laughs, deep nesting, an element with a huge number of attributes, and decorations files that
/// nest too deep or carry script into templates and styles.
struct HostileInputs {
    let folder: ScratchFolder

    init(folder: ScratchFolder) {
        self.folder = folder
    }

    static let chapter = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>c</title></head>
        <body><p id="p1">Call me Ishmael. Some years ago, never mind how long.</p></body></html>
        """

    /// An EPUB whose package lists `chapterHref`, with `chapter` at `OPS/c.xhtml` and `extra` entries.
    func epub(_ name: String, chapterHref: String = "c.xhtml", chapter: (inout TestZipWriter) -> Void = { $0.addStored("OPS/c.xhtml", HostileInputs.chapter) },
              package: String? = nil) throws -> String {
        var zip = TestZipWriter()
        zip.addStored("mimetype", "application/epub+zip")
        zip.addStored("META-INF/container.xml", """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
            <rootfiles><rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        zip.addStored("OPS/package.opf", package ?? """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">\
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:1</dc:identifier>\
            <dc:title>t</dc:title><dc:language>en</dc:language></metadata>\
            <manifest><item id="c" href="\(chapterHref)" media-type="application/xhtml+xml"/></manifest>\
            <spine><itemref idref="c"/></spine></package>
            """)
        chapter(&zip)
        return try write(name, zip.data())
    }

    /// The chapter a deflate bomb: 300 MB of zeros, over the reader's 256 MB bound for one entry.
    func honestBomb() throws -> String {
        try epub("honest-bomb.epub") { zip in
            zip.addDeflated("OPS/c.xhtml", stream: DeflateBomb.stream(inflatingTo: 300 << 20), uncompressedSize: 300 << 20)
        }
    }

    /// The same stream, 1 MiB and honest about it (size and CRC): small enough to be read, which proves the
    /// bombs are real DEFLATE.
    func smallBomb() throws -> String {
        try epub("small-bomb.epub") { zip in
            zip.addDeflated("OPS/c.xhtml", stream: DeflateBomb.stream(inflatingTo: 1 << 20), uncompressedSize: 1 << 20,
                            crc32: TestZipWriter.crc32(Data(count: 1 << 20)))
        }
    }

    /// The package document a bomb that claims 4 KB: the inflater must stop at what the headers say.
    func lyingBomb() throws -> String {
        var zip = TestZipWriter()
        zip.addStored("mimetype", "application/epub+zip")
        zip.addStored("META-INF/container.xml", """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
            <rootfiles><rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        zip.addDeflated("OPS/package.opf", stream: DeflateBomb.stream(inflatingTo: 200 << 20), uncompressedSize: 4096)
        return try write("lying-bomb.epub", zip.data())
    }

    /// Entries and hrefs that point out of the container.
    func traversal() throws -> String {
        try epub("traversal.epub", chapterHref: "../../../../etc/passwd") { zip in
            zip.addStored("../evil.xhtml", HostileInputs.chapter)
            zip.addStored("/abs.xhtml", HostileInputs.chapter)
        }
    }

    func billionLaughs() throws -> String {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        return try write("laughs.xhtml", """
            <?xml version="1.0"?><!DOCTYPE html [\(entities)]>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body><p>&lol9;</p></body></html>
            """)
    }

    func deepNesting() throws -> String {
        let depth = 100_000
        return try write("deep.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head><body>"
            + String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth) + "</body></html>")
    }

    func manyAttributes() throws -> String {
        let attributes = (0..<20_000).map { "data-a\($0)=\"\($0)\"" }.joined(separator: " ")
        return try write("attributes.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head><body>"
            + "<p id=\"p1\" \(attributes)>Call me Ishmael.</p></body></html>")
    }

    /// A decorations file nested deeper than any parser should follow.
    func deepDecorations() throws -> String {
        try write("deep-decorations.json", #"{"groups": {"g": "# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}}")
    }

    /// A decorations file whose values try to break out of where they land: markup in ids, tints and
    /// extras, a template with script, an event handler and a javascript: URL.
    func hostileDecorations() throws -> String {
        let escape = #"</style><script>alert(1)</script><p onclick=\"x\">"#
        return try write("hostile-decorations.json", """
            {"groups": {"g": [
              {"id": "\(escape)", "locator": {"href": "OPS/c.xhtml", "text": {"highlight": "Ishmael"}},
               "style": {"type": "highlight", "tint": "red;}\(escape)"}},
              {"id": "t", "locator": {"href": "OPS/c.xhtml", "text": {"highlight": "years"}},
               "style": {"type": "evil"}, "extras": {"note": "\(escape)"}},
              {"id": "u", "locator": {"href": "OPS/c.xhtml", "locations": {"cssSelector": "\(escape)"}},
               "style": {"type": "underline"}}
            ]},
            "templates": {"evil": {"layout": "boxes", "width": "wrap",
              "element": "<div onclick=\\"alert(1)\\" style=\\"background: url(javascript:alert(1))\\">{{id}}<script>x</script></div>",
              "stylesheet": "@import url(http://example.com/x.css); .a { background: url(javascript:1) }"}}}
            """)
    }

    func decorations() throws -> String {
        try write("decorations.json", """
            {"groups": {"g": [{"id": "a", "locator": {"href": "OPS/c.xhtml", "text": {"highlight": "Ishmael"}},
              "style": {"type": "highlight"}}]}}
            """)
    }

    func ranges() throws -> String {
        try write("ranges.json", #"[{"id": "a", "chars": [0, 4]}, {"id": "b", "quote": {"highlight": "Ishmael"}}]"#)
    }

    private func write(_ name: String, _ text: String) throws -> String { try folder.write(name, text) }

    private func write(_ name: String, _ data: Data) throws -> String { try folder.write(name, data) }
}
