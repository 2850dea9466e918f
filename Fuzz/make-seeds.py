#!/usr/bin/env python3
"""Writes the seed corpus of every fuzz target under OUT/<target>/, derived from Tests/Fixtures and
Examples at run time (nothing here is a committed fixture): resources pulled out of the fixture EPUBs and
LCP packages, small ZIPs and EPUBs built with zipfile, and locators, CFIs and selectors that cover each
grammar. Usage: make-seeds.py OUT"""
import io
import json
import pathlib
import shutil
import sys
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "Tests" / "Fixtures"
# libFuzzer mutates inputs up to its -max_len; larger seeds would be cut (a ZIP loses its central
# directory), so only files up to this size are taken.
LARGEST_SEED = 128 * 1024


def zips():
    """Every ZIP-based fixture: EPUBs, LCP packages, password ZIPs."""
    for path in sorted(FIXTURES.rglob("*")):
        if path.is_file() and zipfile.is_zipfile(path):
            yield path


def members(suffixes, per_archive=None, largest=LARGEST_SEED):
    """Members of the fixture ZIPs whose names end with one of `suffixes`, small enough to be seeds, at most
    `per_archive` from one archive: the chapters of one book are much alike, and every seed costs time at
    the start of a short run."""
    for archive in zips():
        try:
            with zipfile.ZipFile(archive) as opened:
                chosen = [info for info in opened.infolist()
                          if info.filename.lower().endswith(suffixes) and info.file_size <= largest]
                for info in chosen[:per_archive]:
                    yield f"{archive.stem}-{info.filename}", opened.read(info)
        except (RuntimeError, zipfile.BadZipFile, NotImplementedError):
            continue  # encrypted or unusual members: the other fixtures cover those formats


def built_zip(entries, **options):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", **options) as archive:
        for name, data, method in entries:
            archive.writestr(zipfile.ZipInfo(name) if method is None else name, data, compress_type=method)
    return buffer.getvalue()


def minimal_epub(chapter, encryption=None):
    container = (b'<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
                 b'<rootfiles><rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/>'
                 b'</rootfiles></container>')
    package = (b'<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">'
               b'<metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:1</dc:identifier>'
               b'<dc:title>t</dc:title><dc:language>en</dc:language></metadata><manifest>'
               b'<item id="c" href="c.xhtml" media-type="application/xhtml+xml"/>'
               b'<item id="s" href="s.css" media-type="text/css"/></manifest><spine><itemref idref="c"/></spine></package>')
    entries = [("mimetype", b"application/epub+zip", zipfile.ZIP_STORED),
               ("META-INF/container.xml", container, zipfile.ZIP_DEFLATED),
               ("OPS/package.opf", package, zipfile.ZIP_DEFLATED),
               ("OPS/c.xhtml", chapter, zipfile.ZIP_DEFLATED),
               ("OPS/s.css", b"p { color: red }", zipfile.ZIP_STORED)]
    if encryption:
        entries.append(("META-INF/encryption.xml", encryption, zipfile.ZIP_DEFLATED))
    return built_zip(entries)


CHAPTER = (b'<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>c</title>'
           b'<link rel="stylesheet" href="s.css"/></head><body><p id="p1">Call me <em>Ishmael</em>.</p></body></html>')
OBFUSCATION = (b'<encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">'
               b'<enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>'
               b'<enc:CipherData><enc:CipherReference URI="OPS/s.css"/></enc:CipherData></enc:EncryptedData></encryption>')


def zip_seeds():
    yield "stored.zip", built_zip([("a.txt", b"hello " * 20, zipfile.ZIP_STORED)])
    yield "deflated.zip", built_zip([("dir/", b"", None), ("dir/b.txt", b"deflate me " * 50, zipfile.ZIP_DEFLATED)])
    yield "zip64.zip", built_zip([("c.txt", b"sixty-four", zipfile.ZIP_DEFLATED)], allowZip64=True)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        with archive.open(zipfile.ZipInfo("streamed.txt"), "w", force_zip64=True) as stream:
            stream.write(b"written with a data descriptor")
    yield "descriptor-zip64.zip", buffer.getvalue()
    yield "minimal.epub", minimal_epub(CHAPTER)
    for path in zips():
        if path.stat().st_size <= LARGEST_SEED:
            yield path.name, path.read_bytes()


def epub_seeds():
    yield "minimal.epub", minimal_epub(CHAPTER)
    yield "obfuscated.epub", minimal_epub(CHAPTER, OBFUSCATION)
    for path in zips():
        if path.suffix == ".epub" and path.stat().st_size <= LARGEST_SEED:
            yield path.name, path.read_bytes()


def licenses():
    for path in sorted(FIXTURES.rglob("*.lcpl")):
        yield path.name, path.read_bytes()
    yield from members(("license.lcpl",))


def encryption_documents():
    for path in sorted(FIXTURES.rglob("*encryption*.xml")):
        yield path.name, path.read_bytes()
    yield from members(("encryption.xml",))
    yield "obfuscation.xml", OBFUSCATION


def status_documents():
    """The JSON examples of the License Status Document specification that are status documents."""
    text = (FIXTURES / "protection" / "lcp-specs" / "releases_lsd_latest.md").read_text(encoding="utf-8")
    for index, block in enumerate(text.split("```json")[1:]):
        body = block.split("```")[0]
        try:
            document = json.loads(body)
        except ValueError:
            continue
        if isinstance(document, dict) and "status" in document:
            yield f"spec-{index}.json", body.encode()


HLS_PLAYLISTS = {
    "master.m3u8": "#EXTM3U\n#EXT-X-SESSION-KEY:METHOD=AES-128,URI=\"https://keys.invalid/k/content-42\"\n"
                   "#EXT-X-STREAM-INF:BANDWIDTH=64000,CODECS=\"mp4a.40.2\",RESOLUTION=640x360\nlow/index.m3u8\n"
                   "#EXT-X-STREAM-INF:BANDWIDTH=128000\nhttps://cdn.invalid/high.m3u8\n",
    "explicit-iv.m3u8": "#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXT-X-MEDIA-SEQUENCE:0\n"
                        "#EXT-X-KEY:METHOD=AES-128,URI=\"keys/content-42\",IV=0x0F0E0D0C0B0A09080706050403020100\n"
                        "#EXTINF:1.021678,\nseg0.ts\n#EXTINF:0.998456,\nseg1.ts\n#EXT-X-ENDLIST\n",
    "sequence-iv.m3u8": "#EXTM3U\r\n#EXT-X-TARGETDURATION:4\r\n#EXT-X-MEDIA-SEQUENCE:7\r\n"
                        "#EXT-X-KEY:METHOD=AES-128,URI=\"https://keys.invalid/k/abc\"\r\n#EXTINF:4.0,title\r\na.ts\r\n"
                        "#EXT-X-KEY:METHOD=NONE\r\n#EXTINF:3.5,\r\nb.ts\r\n",
    "byte-ranges.m3u8": "#EXTM3U\n#EXTINF:4,\n#EXT-X-BYTERANGE:1000@0\nall.ts\n#EXTINF:4,\n#EXT-X-BYTERANGE:500\nall.ts\n"
                        "#EXTINF:4,\n#EXT-X-BYTERANGE:188@4000\nall.ts\n",
}


def hls_playlists():
    """Playlists in the forms RFC 8216 describes: master with variants and session key, media with explicit
    and sequence-number IVs, byte ranges."""
    for name, text in HLS_PLAYLISTS.items():
        yield name, text.encode()


def subscription_answers():
    """One answer of each kind a subscription server gives (written here: the pattern publishes no files)."""
    yield "token.xml", b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<token>abc123</token>\n<!-- debug -->'
    yield "tokens.xml", b"<tokens><token>abc123</token><token>Bearer feed</token></tokens>"
    yield "subscription.xml", (b'<subscription state="active" message="Gold subscriber">'
                               b"<issues><issue>2026-11</issue><issue>2026-12</issue></issues></subscription>")
    yield "stale.xml", b'<subscription state="stale"/>'
    yield "credentials.xml", (b"<credentials><userid>reader</userid><password>secret</password>"
                              b'<headers><header name="X-Edition-Key">k1</header><header name="X-Other">v</header></headers>'
                              b"</credentials>")
    yield "error.xml", b'<error status="expired" message="Token expired"/>'


def decorations_files():
    example = ROOT / "Examples" / "moby-dick-decorations.json"
    yield example.name, example.read_bytes()
    parsed = json.loads(example.read_text())
    for name, decorations in parsed["groups"].items():
        alone = {"groups": {name: decorations[:3]}, "templates": parsed.get("templates", {})}
        yield f"{name}.json", json.dumps(alone).encode()
    for name, template in parsed.get("templates", {}).items():
        one = {"groups": {"g": [{"id": "x", "locator": {"href": "c.xhtml", "text": {"highlight": "a < b & \"c\""}},
                                 "style": {"type": name, "tint": "#123456"}, "extras": {"note": "<b>"}}]},
               "templates": {name: template}}
        yield f"template-{name}.json", json.dumps(one).encode()


def group_state_bodies():
    """PUT bodies of decor serve's group state API: the stored state the target reads against (built in
    the target, same bytes), that state with one decoration changed, added or removed, and with templates."""
    def decoration(index, highlight=None, tint="#FFD700"):
        return ('{"id": "%d", "locator": {"href": "OPS/chapter_001.xhtml", "type": "application/xhtml+xml", '
                '"text": {"highlight": "%s"}}, "style": {"type": "highlight", "tint": "%s"}}'
                % (index, highlight or f"whale {index}", tint))
    def body(decorations, extra=""):
        return ('{"decorations": [%s]%s}' % (", ".join(decorations), extra)).encode()
    stored = [decoration(index) for index in range(1, 5)]
    yield "stored.json", body(stored)
    yield "changed.json", body(stored[:2] + [decoration(3, tint="red")] + stored[3:])
    yield "added-removed.json", body(stored[1:] + [decoration(9, "a new one")])
    yield "duplicate.json", body(stored + stored[:1])
    yield "templates.json", body(stored, ', "templates": {"pin": {"element": "<span class=\\"pin\\"></span>"}}')
    example = json.loads((ROOT / "Examples" / "moby-dick-decorations.json").read_text())
    for name, decorations in example["groups"].items():
        yield f"{name}.json", json.dumps({"decorations": decorations[:4]}).encode()


RANGE_HEADERS = ["bytes=0-99", "bytes=-500", "bytes=100-", "bytes=0-0,-1", "bytes=0-10,5-20,30-40", "bytes=500-400",
                 "bytes=0-9,10-19", "bytes= 1-2 , 4-5", "bytes=18446744073709551615-", "items=0-1",
                 "bytes=" + ",".join(f"{n}-{n}" for n in range(0, 40, 2))]

REQUEST_TARGETS = ["/pub/moby-dick/OPS/chapter_001.xhtml?reader=ann", "/pub/moby-dick/OPS/%2e%2e/META-INF/container.xml",
                   "/pub/moby-dick/..%2fsecret", "/pub/moby-dick//etc/passwd", "/pub/moby-dick/OPS/a%00b.xhtml",
                   "/pub/moby-dick/OPS\\..\\x", "/pub/moby-dick/readers/ann%20b/groups/high%2Flights",
                   "/pub/moby-dick/OPS/images/%E2%80%AEfile.png?reader=%00", "/pub/moby-dick/%"]


CFIS = [
    "epubcfi(/6/4!/4/2/1:3)", "epubcfi(/6/4[chap01ref]!/4[body01]/10[para05]/3:10)", "/4/2/4/1:3", "/4/2[c1]/4[p1]",
    "epubcfi(/6/4!/4/2,/4/1:1,/4/1:8)", "/4/2,/4/1:0,/6/2/1:3", "/4/2/4/1:5[Call^ me,Ish]", "/4/2/4/1:5[;s=b]",
    "/4/2/14/1:2[xx,y;s=a]", "epubcfi(/6/4!/4/2/4~23.5@50:50)", "/4/2/14/2@10.5:20", "/4/2/4/1:0", "/4/2/6/2/1:4",
    "epubcfi(/6/14[chap05ref]!/4[body01]/10/2/1:3[2^[1^]])", "/4/2/10/2/2/1:1", "/4/2/12/2/4/1:1",
]

SELECTORS = [
    {"type": "TextQuoteSelector", "exact": "Ishmael", "prefix": "Call me ", "suffix": ". Some"},
    {"type": "TextPositionSelector", "start": 3, "end": 18},
    {"type": "CssSelector", "value": "#p1", "refinedBy": {"type": "TextQuoteSelector", "exact": "years"}},
    {"type": "FragmentSelector", "conformsTo": "http://www.idpf.org/epub/linking/cfi/epub-cfi.html", "value": "epubcfi(/6/4!/4/2/4/1:3)"},
    {"type": "FragmentSelector", "value": "p2"},
    {"type": "RangeSelector", "startSelector": {"type": "XPathSelector", "value": "/html/body/section/p[1]"},
     "endSelector": {"type": "XPathSelector", "value": "/html/body/section/p[2]"}},
    {"type": "XPathSelector", "value": "//p[@id='p3']", "refinedBy": {"type": "TextPositionSelector", "start": 0, "end": 4}},
]


def locator_lines():
    example = json.loads((ROOT / "Examples" / "moby-dick-decorations.json").read_text())
    for decorations in example["groups"].values():
        for decoration in decorations:
            yield f"locator-{decoration['id']}.json", {"id": decoration["id"], "locator": decoration["locator"]}
    yield "locator-dom-range.json", {"id": 1, "locator": {"href": "sample.xhtml", "locations": {
        "cssSelector": "#p1", "fragments": ["p1"], "progression": 0.2, "partialCfi": "/4/2/4/1:3",
        "domRange": {"start": {"cssSelector": "#p1", "textNodeIndex": 0, "charOffset": 2},
                     "end": {"cssSelector": "#p2", "textNodeIndex": 0, "charOffset": 4}}},
        "text": {"before": "Call ", "highlight": "me Ishmael", "after": "."}}}
    for index, cfi in enumerate(CFIS):
        yield f"cfi-{index}.json", {"id": f"c{index}", "cfi": cfi}
    for index, selector in enumerate(SELECTORS):
        yield f"selector-{index}.json", {"id": f"s{index}", "selector": selector}
    yield "selectors.json", {"id": "all", "selector": SELECTORS[:3]}


def write(folder, named):
    folder.mkdir(parents=True, exist_ok=True)
    for name, data in named:
        (folder / name.replace("/", "_")).write_bytes(data)


def main():
    out = pathlib.Path(sys.argv[1])
    shutil.rmtree(out, ignore_errors=True)
    write(out / "zip", zip_seeds())
    write(out / "epub", epub_seeds())
    write(out / "xhtml", members((".xhtml", ".html", ".htm"), per_archive=6, largest=32 * 1024))
    write(out / "css", members((".css",)))
    write(out / "cfi", ((f"{index}.txt", cfi.encode()) for index, cfi in enumerate(CFIS)))
    write(out / "locator", ((name, json.dumps(line).encode()) for name, line in locator_lines()))
    write(out / "decorations", decorations_files())
    write(out / "lcp-license", licenses())
    write(out / "encryption-xml", encryption_documents())
    write(out / "lsd", status_documents())
    write(out / "hls", hls_playlists())
    write(out / "subscription-xml", subscription_answers())
    write(out / "groupstate-body", group_state_bodies())
    # The target reads a 5-byte big-endian resource length, then the header.
    write(out / "byte-range", ((f"{index}-{length}.bin", length.to_bytes(5, "big") + header.encode())
                               for index, header in enumerate(RANGE_HEADERS) for length in (0, 1, 1000, 1 << 39)))
    write(out / "resource-path", ((f"{index}.txt", target.encode()) for index, target in enumerate(REQUEST_TARGETS)))


if __name__ == "__main__":
    main()
