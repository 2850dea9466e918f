import DecorEngine
import Foundation
import FuzzSupport

/// The XML and HTML parsers (no network, no entity expansion, with limits) and what the engine builds on
/// a parsed document: its text index, positions and ranges from text offsets and back, node paths,
/// CFIs of ranges, and serialization.
func fuzzXHTML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Data(FuzzInput.bytes(data, size))
    for parse in [Document.parseXML, Document.parseHTML] {
        guard let document = try? parse(bytes, "fuzz.xhtml") else { continue }
        exercise(document)
    }
    return 0
}

private func exercise(_ document: Document) {
    let text = document.text
    let length = text.length
    // A few offsets spread over the text, its ends included, rather than all of them: a long text would
    // make every run slow.
    let offsets = Set([0, 1, length / 3, length / 2, length - 1, length].filter { (0...length).contains($0) })
    for offset in offsets {
        let position = text.position(at: offset)
        fuzzInvariant(text.offset(of: position) == offset, "offset \(offset) comes back as \(text.offset(of: position))")
        _ = position.container.path
    }
    let range = text.range(of: (length / 3)..<max(length / 3, length / 2))
    _ = text.substring((length / 3)..<max(length / 3, length / 2))
    _ = try? EPUBCFI(range: range)
    _ = document.body.map(text.offsets(of:))
    _ = try? document.serialized()
}
