import DecorEngine
import Foundation

/// The content document that fuzzed locators, CFIs and style sheets are resolved against: small, so that
/// a run stays fast, but with what they navigate: ids, nesting, several text nodes in one element,
/// comments, processing instructions, namespaced and right-to-left content, a table, ruby and an image.
public enum SampleDocument {
    public static let xhtml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en">
        <head><title>Sample</title><style>p { margin: 1em 0 } .note { color: red }</style></head>
        <body>
        <section id="c1" epub:type="chapter">
        <h1 id="title">Loomings</h1>
        <p id="p1">Call me <em>Ishmael</em>. Some years ago<!-- never mind how long -->, having little money.</p>
        <p id="p2" class="note" dir="rtl">مرحبا بالعالم <span lang="ja"><ruby>漢<rt>かん</rt></ruby>字</span> and back.</p>
        <?pi data?>
        <ul><li id="li1">one</li><li>two <a href="#p1">link</a></li></ul>
        <table><tr><td>cell 𝒳</td><td id="td2">e&#769;</td></tr></table>
        <p id="p3"><img src="a.png" alt="picture"/>After the picture, text\u{2028}with a line separator.</p>
        </section>
        </body>
        </html>
        """

    /// The parsed document; each call parses anew, so a target that mutates it leaves no trace for the next.
    public static func document() -> Document {
        do {
            return try Document.parseXML(Data(xhtml.utf8), name: "sample.xhtml")
        } catch {
            fatalError("the sample document must parse: \(error)")
        }
    }

    /// A resolver over the sample document, built once: resolving never changes the document.
    public static let resolver = LocatorResolver(document: document()).warmedUp()
}
