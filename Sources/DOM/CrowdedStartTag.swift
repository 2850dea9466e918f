/// A start tag with more attributes than the parser accepts, found by a linear pass over the bytes before
/// libxml2 sees them. libxml2 2.9 spends time quadratic in one element's attribute count (it appends each
/// attribute by walking the element's list, and checks it against every earlier one for duplicates):
/// 100,000 attributes on one element take half a minute. No real element has more than a few dozen.
struct CrowdedStartTag: Equatable {
    /// Elements with more attributes than this are refused: at this size libxml2's quadratic work over a
    /// 64 MB document of such elements stays within seconds.
    static let maximumAttributes = 256

    /// 1-based line of the tag's `<`.
    let line: Int
    let attributes: Int

    /// The first start tag with more than `limit` attributes (counted as `=` signs outside quotes), skipping
    /// comments, CDATA sections, processing instructions and declarations; nil when there is none.
    static func first(in bytes: UnsafeRawBufferPointer, limit: Int = maximumAttributes) -> CrowdedStartTag? {
        var scan = Scan(bytes: bytes)
        while let open = scan.next(UInt8(ascii: "<")) {
            scan.index = open + 1
            if scan.skip("!--", to: "-->") || scan.skip("![CDATA[", to: "]]>") || scan.skip("?", to: "?>") { continue }
            guard let first = scan.peek, first != UInt8(ascii: "/") else { continue }
            if first == UInt8(ascii: "!") {
                scan.skipDeclaration()
                continue
            }
            let count = scan.countAttributes()
            if count > limit { return CrowdedStartTag(line: scan.line(at: open), attributes: count) }
        }
        return nil
    }
}

/// A cursor over a document's bytes for `CrowdedStartTag`.
private struct Scan {
    let bytes: UnsafeRawBufferPointer
    var index = 0

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The index of the next `byte` from the cursor on.
    func next(_ byte: UInt8) -> Int? {
        var position = index
        while position < bytes.count {
            if bytes[position] == byte { return position }
            position += 1
        }
        return nil
    }

    /// When the cursor is at `open`, moves past the next `close` (or to the end) and answers true.
    mutating func skip(_ open: String, to close: String) -> Bool {
        guard starts(with: open, at: index) else { return false }
        index += open.utf8.count
        let closing = Array(close.utf8)
        while index < bytes.count {
            if bytes[index] == closing[0], starts(with: close, at: index) {
                index += closing.count
                return true
            }
            index += 1
        }
        return true
    }

    /// Past a `<!DOCTYPE …>` (with its internal subset) or other declaration: to the `>` outside quotes
    /// and brackets.
    mutating func skipDeclaration() {
        var depth = 0
        walkOutsideQuotes { byte in
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            return byte == UInt8(ascii: ">") && depth <= 0
        }
    }

    /// The `=` signs outside quotes up to the tag's closing `>`, leaving the cursor after it.
    mutating func countAttributes() -> Int {
        var count = 0
        walkOutsideQuotes { byte in
            if byte == UInt8(ascii: "=") { count += 1 }
            return byte == UInt8(ascii: ">")
        }
        return count
    }

    /// Moves past bytes, handing each one outside a quoted value to `isEnd`, until it says the construct
    /// ended there (the cursor is then after that byte) or the bytes run out.
    private mutating func walkOutsideQuotes(_ isEnd: (UInt8) -> Bool) {
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if isEnd(byte) {
                return
            }
        }
    }

    func starts(with text: String, at position: Int) -> Bool {
        var offset = position
        for byte in text.utf8 {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
        }
        return true
    }

    func line(at position: Int) -> Int {
        var lines = 1
        for offset in 0..<position where bytes[offset] == UInt8(ascii: "\n") { lines += 1 }
        return lines
    }
}
