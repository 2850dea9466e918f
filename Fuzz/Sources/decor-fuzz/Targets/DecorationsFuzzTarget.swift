import DecorEngine
import Foundation
import FuzzSupport

/// A decorations file on arbitrary bytes: groups, decorations, styles, tints, template definitions
/// (markup scanned, stylesheet checked), the group diff of the file against itself, and every
/// decoration's markup from its template. Values are escaped for where they land, so a rendered template
/// must still be one well-formed element whatever a decoration holds.
func fuzzDecorations(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let file = try? DecorationsFile.parse(FuzzInput.bytes(data, size)) else { return 0 }
    _ = try? DecorationsFileDiff.changes(old: file, new: DecorationsFile(groups: []))
    _ = try? DecorationsFileDiff.changes(old: file, new: file)
    guard let templates = try? StyleTemplates(file: file) else { return 0 }
    for group in file.groups {
        for decoration in group.decorations.prefix(32) {
            guard let template = try? templates.template(for: decoration.style) else { continue }
            let markup = template.element(DecorationContext(decoration: decoration, group: group.name))
            fuzzInvariant(isOneElement(markup), "decoration \(decoration.id) renders as \(markup)")
        }
    }
    return 0
}

private func isOneElement(_ markup: String) -> Bool {
    let wrapped = "<wrapper xmlns=\"http://www.w3.org/1999/xhtml\">\(markup)</wrapper>"
    return (try? Document.parseXML(Data(wrapped.utf8), name: "template.xhtml")) != nil
}
