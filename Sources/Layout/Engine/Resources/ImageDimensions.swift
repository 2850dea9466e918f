import Foundation

/// The pixel size of an image, read from its header as a browser reads it before decoding: PNG, GIF,
/// JPEG (the first frame header), WebP, and SVG (`width`/`height` on the root, else its `viewBox`).
enum ImageDimensions {
    /// How much of a file is read for its header: JPEG frame headers can follow large EXIF blocks.
    static let headerBytes = 512 << 10
    /// How much is read first: every header but a JPEG's behind such blocks is in it, and a photo's file is
    /// often hundreds of kilobytes that reading whole would cost for nothing.
    static let firstReadBytes = 64 << 10

    /// The size of the image whose first bytes `prefix` reads (nil when it cannot be read): its first
    /// `firstReadBytes`, then `headerBytes` when the header is not in them and the file goes on.
    static func size(reading prefix: (Int) -> Data?) -> IntrinsicSize? {
        guard let first = prefix(firstReadBytes) else { return nil }
        if let size = size(of: first) { return size }
        guard first.count == firstReadBytes, let longer = prefix(headerBytes) else { return nil }
        return size(of: longer)
    }

    static func size(of data: Data) -> IntrinsicSize? {
        let bytes = [UInt8](data.prefix(headerBytes))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            return IntrinsicSize(width: Double(bigEndian32(bytes, 16)), height: Double(bigEndian32(bytes, 20)))
        }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return IntrinsicSize(width: Double(Int(bytes[6]) | Int(bytes[7]) << 8),
                                 height: Double(Int(bytes[8]) | Int(bytes[9]) << 8))
        }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 30, bytes[8..<12].elementsEqual("WEBP".utf8) {
            return webp(bytes)
        }
        return SVGDimensions.size(of: String(decoding: bytes.prefix(16 << 10), as: UTF8.self))
    }

    private static func jpeg(_ bytes: [UInt8]) -> IntrinsicSize? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
            if isFrame {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return IntrinsicSize(width: Double(width), height: Double(height))
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func webp(_ bytes: [UInt8]) -> IntrinsicSize? {
        let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
        switch chunk {
        case "VP8 ":
            return IntrinsicSize(width: Double((Int(bytes[26]) | Int(bytes[27]) << 8) & 0x3FFF),
                                 height: Double((Int(bytes[28]) | Int(bytes[29]) << 8) & 0x3FFF))
        case "VP8L":
            let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
            return IntrinsicSize(width: Double((bits & 0x3FFF) + 1), height: Double(((bits >> 14) & 0x3FFF) + 1))
        case "VP8X":
            let width = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
            let height = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
            return IntrinsicSize(width: Double(width + 1), height: Double(height + 1))
        default:
            return nil
        }
    }

    private static func bigEndian32(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }
}

/// The size an SVG document or element declares: its `width` and `height` in px (or CSS absolute
/// units), else the ratio of its `viewBox` with no definite size.
enum SVGDimensions {
    static func size(of text: String) -> IntrinsicSize? {
        guard let start = text.range(of: "<svg"), let end = text[start.upperBound...].firstIndex(of: ">") else {
            return nil
        }
        let tag = String(text[start.upperBound..<end])
        return size(width: attribute("width", in: tag), height: attribute("height", in: tag),
                    viewBox: attribute("viewBox", in: tag))
    }

    static func size(width: String?, height: String?, viewBox: String?) -> IntrinsicSize {
        let box = (viewBox ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
        let ratio = box.count == 4 && box[2] > 0 && box[3] > 0 ? box[2] / box[3] : nil
        return IntrinsicSize(width: width.flatMap(length).map(CSSLengthRange.clamped),
                             height: height.flatMap(length).map(CSSLengthRange.clamped), ratio: ratio)
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        for quote in ["\"", "'"] {
            guard let range = tag.range(of: " \(name)=\(quote)") ?? tag.range(of: "\n\(name)=\(quote)"),
                  let close = tag[range.upperBound...].firstIndex(of: Character(quote)) else { continue }
            return String(tag[range.upperBound..<close])
        }
        return nil
    }

    private static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace()
        let units: [(String, Double)] = [("px", 1), ("pt", 96.0 / 72), ("pc", 16), ("in", 96), ("cm", 96 / 2.54),
                                         ("mm", 96 / 25.4)]
        if trimmed.hasSuffix("%") || trimmed.hasSuffix("em") { return nil }
        for (unit, factor) in units where trimmed.hasSuffix(unit) {
            return Double(trimmed.dropLast(unit.count)).map { $0 * factor }
        }
        return Double(trimmed)
    }
}
