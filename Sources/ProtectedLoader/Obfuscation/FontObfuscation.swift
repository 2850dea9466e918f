import Foundation

/// The two EPUB font obfuscation algorithms: a XOR of a font's first bytes with a key derived from the
/// publication's identifier. Obfuscation only stops a font from being lifted out of a package as is; it
/// is undone for every reader of the publication.
public enum FontObfuscation: Sendable, Equatable {
    /// IDPF (`http://www.idpf.org/2008/embedding`): SHA-1 of the unique identifier without white space, first 1040 bytes.
    case idpf
    /// Adobe (`http://ns.adobe.com/pdf/enc#RC`): the 16 bytes of the `urn:uuid:` identifier, first 1024 bytes.
    case adobe

    public init?(algorithm: String) {
        switch algorithm {
        case "http://www.idpf.org/2008/embedding": self = .idpf
        case "http://ns.adobe.com/pdf/enc#RC": self = .adobe
        default: return nil
        }
    }

    /// How many leading bytes are XORed.
    public var obfuscatedLength: Int {
        switch self {
        case .idpf: 1040
        case .adobe: 1024
        }
    }

    /// The XOR key for a publication; nil when the identifier cannot yield one (Adobe needs a UUID).
    public func key(uniqueIdentifier: String) -> Data? {
        switch self {
        case .idpf:
            // OCF: "all white space characters … removed", which XML defines as space, tab, CR and LF.
            let stripped = uniqueIdentifier.unicodeScalars.filter { !" \t\r\n".unicodeScalars.contains($0) }
            return Digest.sha1(Data(String(String.UnicodeScalarView(stripped)).utf8))
        case .adobe:
            var hex = uniqueIdentifier.trimmingCharacters(in: .whitespacesAndNewlines)
            if hex.lowercased().hasPrefix("urn:uuid:") { hex = String(hex.dropFirst(9)) }
            hex = hex.replacingOccurrences(of: "-", with: "")
            guard hex.count == 32 else { return nil }
            var bytes = Data(capacity: 16)
            var index = hex.startIndex
            while index < hex.endIndex {
                let next = hex.index(index, offsetBy: 2)
                guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
                bytes.append(byte)
                index = next
            }
            return bytes
        }
    }

    /// XORs `bytes`, which start at `offset` in the font, with `key` wherever they overlap the obfuscated prefix.
    public func apply(to bytes: inout Data, at offset: UInt64, key: Data) {
        guard offset < UInt64(obfuscatedLength), !key.isEmpty else { return }
        let keyBytes = [UInt8](key)
        let end = min(UInt64(obfuscatedLength), offset + UInt64(bytes.count))
        bytes.withUnsafeMutableBytes { raw in
            for position in offset..<end {
                raw[Int(position - offset)] ^= keyBytes[Int(position % UInt64(keyBytes.count))]
            }
        }
    }
}
