import Foundation

/// Recognises the containers HLS segments come in from their first bytes, so that noise (a segment
/// decrypted with the wrong key) is told apart from media.
enum MediaContainerSignature {
    static let transportPacketSize = 188

    static func recognizes(_ data: Data) -> Bool {
        isTransportStream(data) || isMP4(data) || isID3Tagged(data) || isADTS(data) || isWebVTT(data)
    }

    /// MPEG-TS: whole 188-byte packets, each starting with the sync byte 0x47.
    static func isTransportStream(_ data: Data) -> Bool {
        guard !data.isEmpty, data.count % transportPacketSize == 0 else { return false }
        return stride(from: data.startIndex, to: data.endIndex, by: transportPacketSize).allSatisfy { data[$0] == 0x47 }
    }

    /// ISO BMFF (fMP4, CMAF): the first box is one a segment or an initialisation section starts with.
    private static func isMP4(_ data: Data) -> Bool {
        guard data.count >= 8 else { return false }
        let type = String(decoding: data[(data.startIndex + 4)..<(data.startIndex + 8)], as: UTF8.self)
        return ["ftyp", "styp", "moof", "sidx", "emsg", "prft", "moov"].contains(type)
    }

    /// Packed audio (AAC, MP3, AC-3) starts with an ID3 tag carrying its timestamp.
    private static func isID3Tagged(_ data: Data) -> Bool {
        data.starts(with: Array("ID3".utf8))
    }

    /// ADTS: a 12-bit sync word and layer 0.
    private static func isADTS(_ data: Data) -> Bool {
        guard data.count >= 2 else { return false }
        let first = data[data.startIndex], second = data[data.startIndex + 1]
        return first == 0xFF && second & 0xF6 == 0xF0
    }

    private static func isWebVTT(_ data: Data) -> Bool {
        data.starts(with: Array("WEBVTT".utf8)) || data.starts(with: [0xEF, 0xBB, 0xBF] + Array("WEBVTT".utf8))
    }
}
