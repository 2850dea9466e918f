import Foundation

/// A `Content-Range: bytes first-last/total` header (`total` may be `*`).
struct ContentRange: Equatable {
    let first: UInt64
    let last: UInt64
    let total: UInt64?

    init?(_ header: String) {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard text.lowercased().hasPrefix("bytes ") else { return nil }
        let parts = text.dropFirst(6).split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        let bounds = parts[0].split(separator: "-", maxSplits: 1)
        guard bounds.count == 2, let first = UInt64(bounds[0]), let last = UInt64(bounds[1]), first <= last else { return nil }
        self.first = first
        self.last = last
        if parts[1] == "*" {
            total = nil
        } else {
            guard let total = UInt64(parts[1]) else { return nil }
            self.total = total
        }
    }
}
