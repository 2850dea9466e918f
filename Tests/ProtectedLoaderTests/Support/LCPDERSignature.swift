import Foundation

/// Converts the DER `ECDSA-Sig-Value` openssl writes into LCP's raw r ‖ s.
enum DERSignature {
    static func raw(fromDER der: Data, componentSize: Int) throws -> Data {
        var bytes = [UInt8](der)[...]
        func take(_ tag: UInt8) throws -> ArraySlice<UInt8> {
            guard bytes.popFirst() == tag, var length = bytes.popFirst().map(Int.init) else {
                throw LCPTestPKI.Failure(description: "not an ECDSA DER signature")
            }
            if length & 0x80 != 0 {
                let count = length & 0x7F
                length = bytes.prefix(count).reduce(0) { $0 << 8 | Int($1) }
                bytes = bytes.dropFirst(count)
            }
            defer { bytes = bytes.dropFirst(length) }
            return bytes.prefix(length)
        }
        bytes = try take(0x30)
        var raw = Data()
        for _ in 0..<2 {
            let integer = try take(0x02).drop { $0 == 0 }
            raw.append(Data(repeating: 0, count: componentSize - integer.count))
            raw.append(contentsOf: integer)
        }
        return raw
    }
}
