/// Finding bytes in bytes, compared exactly: CSS attribute selectors compare code points (so UTF-8 code
/// units), and the serializer looks for its own placeholders in tens of megabytes; Foundation's searches
/// are locale-aware or generic and cost far more than the scan.
extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Where `pattern` (not empty) first occurs at or after `start`.
    func firstOffset<Pattern: RandomAccessCollection>(of pattern: Pattern, from start: Int = 0) -> Int?
    where Pattern.Element == UInt8, Pattern.Index == Int {
        guard let first = pattern.first, pattern.count <= count, start >= startIndex else { return nil }
        let last = endIndex - pattern.count
        guard start <= last else { return nil }
        return (start...last).first { offset in
            self[offset] == first && (1..<pattern.count).allSatisfy { self[offset + $0] == pattern[pattern.startIndex + $0] }
        }
    }
}
