import Foundation

/// The second `/ID` element of a decrypted PDF (ISO 32000-2, 14.4: the identifier that changes when a file
/// is written again), derived from the encrypted file's own identifiers rather than from a digest of the
/// whole output as qpdf's deterministic mode does, which costs a third of decrypting a large PDF.
///
/// Every PDF writer gives a file it saves a new second identifier, so the encrypted file's pair, with its
/// length and the clear copy's, tells files apart; the same file always gives the same identifier, and so
/// the same clear bytes in every process (which `decor serve`'s entity tags rely on). The first element is
/// the document's permanent identifier, which qpdf keeps.
struct ClearPDFIdentifier: Equatable {
    /// The identifier's 16 bytes.
    let bytes: [UInt8]

    /// The identifier for the clear copy of the encrypted file identified by `first` and `second`
    /// (its `/ID` pair), `inputLength` bytes long, whose clear copy is `outputLength` bytes.
    init(first: [UInt8], second: [UInt8], inputLength: UInt64, outputLength: Int) {
        var message = Array("decor clear PDF".utf8)
        for part in [first, second] {
            message += Self.bigEndian(UInt64(part.count)) + part
        }
        message += Self.bigEndian(inputLength) + Self.bigEndian(UInt64(outputLength))
        bytes = Array(Digest.sha256(message).prefix(16))
    }

    /// The second identifier qpdf writes when asked for a static `/ID` (QPDFWriter's fixed test value),
    /// which `write(into:)` replaces: a hexadecimal string right after the first identifier.
    static let placeholder = Array("><31415926535897932384626433832795>]".utf8)

    /// Writes this identifier over qpdf's placeholder in the trailer of `pdf`, the last occurrence, as
    /// the trailer (or the cross-reference stream's dictionary) is the last thing qpdf writes.
    func write(into pdf: UnsafeMutableRawBufferPointer, name: String) throws(PDFError) {
        let placeholder = Self.placeholder
        guard pdf.count >= placeholder.count,
              let start = stride(from: pdf.count - placeholder.count, through: 0, by: -1).first(where: { start in
                  pdf[start] == placeholder[0] && placeholder.indices.allSatisfy { pdf[start + $0] == placeholder[$0] }
              })
        else {
            throw PDFError.unreadable(name: name, reason: "qpdf wrote no /ID placeholder in the clear copy's trailer")
        }
        for (offset, digit) in Data(bytes).hexString.utf8.enumerated() {
            pdf[start + 2 + offset] = digit
        }
    }

    private static func bigEndian(_ value: UInt64) -> [UInt8] {
        (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
