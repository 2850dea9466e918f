import Foundation

/// Base64 as a license carries it (certificates, signatures, sealed keys and user fields): the standard
/// alphabet with its padding. Spaces and line breaks, which PEM-style wrapping puts in, are allowed; any
/// other character is refused rather than skipped, so a value cannot be smuggled past validation with junk
/// in it.
enum LicenseBase64 {
    /// Why a text is not base64, for an error that names the license field.
    struct Invalid: Error, Equatable {
        let reason: String
    }

    static func decode(_ text: String) throws(Invalid) -> Data {
        var compact = String.UnicodeScalarView()
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case " ", "\t", "\r", "\n":
                continue
            case "A"..."Z", "a"..."z", "0"..."9", "+", "/", "=":
                compact.append(scalar)
            default:
                throw Invalid(reason: "base64 is expected, not U+\(hex(scalar)) at character \(offset)")
            }
        }
        guard let data = Data(base64Encoded: String(compact)) else {
            throw Invalid(reason: "base64 is expected (\(compact.count) characters that do not decode: bad length or padding)")
        }
        return data
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
