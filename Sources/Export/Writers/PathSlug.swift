/// File and folder names made from catalogue keys and reader ids that no key can abuse: lowercase ASCII
/// letters, digits and single dashes, with a short hash of the whole key so that different keys never
/// share a name (`books/Moby Dick.epub` → `moby-dick-3f1c0a9e`).
public enum PathSlug {
    /// The slug of a publication key: from its last path component without the extension.
    public static func publication(_ key: String) -> String {
        let name = key.split(separator: "/").last.map(String.init) ?? key
        let stem = name.split(separator: ".").count > 1 ? name.split(separator: ".").dropLast().joined(separator: ".") : name
        return slug(stem, key: key)
    }

    /// The folder name of a reader: the id itself when it is already plain, else its slug.
    public static func reader(_ id: String) -> String {
        let plain = !id.isEmpty && id.count <= 64 && id.first != "-"
            && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
        return plain ? id : slug(id, key: id)
    }

    private static func slug(_ text: String, key: String) -> String {
        var result = ""
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
            if result.count >= 48 { break }
        }
        while result.last == "-" { result.removeLast() }
        let hash = String(StableHash.fnv1a64(key) & 0xFFFF_FFFF, radix: 16)
        let suffix = String(repeating: "0", count: 8 - hash.count) + hash
        return result.isEmpty ? suffix : "\(result)-\(suffix)"
    }
}

/// A hash that is the same on every machine and every run (Swift's `Hasher` is seeded per process).
public enum StableHash {
    /// 64-bit FNV-1a over the UTF-8 bytes.
    public static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
