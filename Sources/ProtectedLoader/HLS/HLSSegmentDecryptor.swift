import Foundation

/// Decrypts an AES-128 segment (RFC 8216, section 4.3.2.4: AES-128-CBC with PKCS#7 padding) and checks
/// that what came out is a clear segment. A wrong key or IV decrypts to noise: the padding is then
/// almost never valid, and when it happens to be, the bytes are not a media container decor recognises
/// (MPEG-TS with its sync byte every 188 bytes, fragmented MP4 boxes, ADTS audio, an ID3 tag, WebVTT).
/// Such bytes are reported, never returned.
public enum HLSSegmentDecryptor {
    /// The clear bytes of `data`, the encrypted segment at `url`.
    public static func decrypt(_ data: Data, key: Data, iv: Data, url: String) throws -> Data {
        guard !data.isEmpty, data.count % 16 == 0 else {
            throw HLSError.wrongKey(url: url, reason: "\(data.count) bytes is not a whole number of AES blocks")
        }
        let padded = try AESCipher(key: key, mode: .cbc).decrypt(data, iv: iv)
        guard let padding = padded.last, (1...16).contains(padding),
              padded.suffix(Int(padding)).allSatisfy({ $0 == padding }) else {
            throw HLSError.wrongKey(url: url, reason: "the PKCS#7 padding is invalid")
        }
        let clear = padded.dropLast(Int(padding))
        guard MediaContainerSignature.recognizes(clear) else {
            throw HLSError.wrongKey(url: url, reason: "the decrypted bytes are no media container decor recognises")
        }
        return clear
    }
}
