extension String {
    /// The text with each `%XX` escape replaced by its byte, read as UTF-8: what Foundation's
    /// `removingPercentEncoding` returns, without Foundation's string bridge. Nil when a `%` is not followed
    /// by two hexadecimal digits or the bytes are not UTF-8.
    package var percentDecoded: String? {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap({ Unicode.Scalar($0).hexValue }),
                  let low = iterator.next().flatMap({ Unicode.Scalar($0).hexValue }) else { return nil }
            bytes.append(UInt8(high << 4 | low))
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
