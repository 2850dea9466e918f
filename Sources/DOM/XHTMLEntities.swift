import CLibXML2
import Foundation

/// The named character entities of the XHTML 1.x DTDs (the 253 of HTML 4: `&nbsp;`, `&eacute;`, `&mdash;`…),
/// made available without loading any DTD.
///
/// EPUB 2 content routinely uses them under an XHTML 1.x DOCTYPE, and browsers know them for those
/// DOCTYPEs. Loading the external DTD would mean a file or network read, so instead, for documents whose
/// DOCTYPE references an external DTD (where XML leaves undeclared entities to that DTD), references to
/// these names are rewritten into numeric character references before parsing — in text and attribute
/// values, never inside comments, CDATA sections or processing instructions. The result is what a reader
/// of the DTD would have built: plain text, no entity-reference nodes, no expansion beyond one character.
/// Documents without an external DTD keep XML's rule (an undeclared entity is an error), as in browsers.
enum XHTMLEntities {
    /// Entity name → code point, taken from libxml2's HTML 4 table (all code points lie below U+2667).
    static let codePoints: [String: UInt32] = {
        var table: [String: UInt32] = [:]
        for value in UInt32(1)...0x2667 {
            guard let description = htmlEntityValueLookup(value), let name = description.pointee.name else { continue }
            table[String(cString: name)] = value
        }
        return table
    }()

    /// The document with XHTML entity references made numeric, or nil when nothing needs rewriting.
    static func rewritingReferences(in data: Data) -> Data? {
        // Only the prolog is copied to look for a DTD: most documents have none and are not copied whole.
        guard referencesExternalDTD([UInt8](data.prefix(prologBytes))) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.contains(UInt8(ascii: "&")) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var index = 0
        var changed = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), let end = endOfUnparsedSection(bytes, at: index) {
                output.append(contentsOf: bytes[index..<end])
                index = end
            } else if bytes[index] == UInt8(ascii: "&"), let (name, end) = entityName(bytes, at: index),
                      let codePoint = codePoints[name] {
                output.append(contentsOf: Array("&#\(codePoint);".utf8))
                index = end
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? Data(output) : nil
    }

    /// True when a DOCTYPE before the root element names an external DTD (`PUBLIC` or `SYSTEM`).
    private static let prologBytes = 8192

    private static func referencesExternalDTD(_ bytes: [UInt8]) -> Bool {
        let prolog = bytes.prefix(prologBytes)
        guard let start = prolog.firstRange(of: Array("<!DOCTYPE".utf8))?.upperBound else { return false }
        let declaration = prolog[start...].prefix { $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "[") }
        return declaration.firstRange(of: Array("PUBLIC".utf8)) != nil
            || declaration.firstRange(of: Array("SYSTEM".utf8)) != nil
    }

    /// Where a comment, CDATA section or processing instruction starting at `index` ends.
    private static func endOfUnparsedSection(_ bytes: [UInt8], at index: Int) -> Int? {
        let sections: [(open: String, close: String)] = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")]
        for (open, close) in sections where bytes[index...].starts(with: Array(open.utf8)) {
            let searchStart = index + open.utf8.count
            return bytes[searchStart...].firstRange(of: Array(close.utf8))?.upperBound ?? bytes.count
        }
        return nil
    }

    /// The name of an `&name;` reference at `index` and the index after its `;`.
    private static func entityName(_ bytes: [UInt8], at index: Int) -> (String, Int)? {
        var end = index + 1
        while end < bytes.count, end - index <= 10, isNameByte(bytes[end]) { end += 1 }
        guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        return (String(decoding: bytes[(index + 1)..<end], as: UTF8.self), end + 1)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
