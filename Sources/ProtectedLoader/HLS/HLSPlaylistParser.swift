import Foundation

/// Reads an HLS playlist document (RFC 8216) into an `HLSPlaylist`, within `HLSLimits`. Parsing never
/// loads anything: URIs are resolved against the playlist's own URL and checked to be http or https.
public struct HLSPlaylistParser: Sendable {
    /// The bounds every playlist is read within.
    public var limits: HLSLimits

    /// A parser within `limits`.
    public init(limits: HLSLimits = HLSLimits()) {
        self.limits = limits
    }

    /// Parses `data`, the playlist found at `url`.
    public func parse(_ data: Data, url: URL) throws(HLSError) -> HLSPlaylist {
        var state = ParseState(url: url, limits: limits)
        try state.read(data)
        return try state.playlist()
    }
}

/// The walk over a playlist's lines: tags set what applies to the next URI line.
private struct ParseState {
    let url: URL
    let limits: HLSLimits
    var line = 0

    var variants: [HLSVariant] = []
    var sessionKeys: [HLSKey] = []
    var pendingVariant: HLSAttributeList?

    var segments: [HLSSegment] = []
    var targetDuration: Int?
    var mediaSequence: UInt64 = 0
    var isComplete = false
    var currentKey: HLSKey?
    var keyCount = 0
    var pendingDuration: Double?
    var pendingByteRange: (length: UInt64, offset: UInt64?)?

    init(url: URL, limits: HLSLimits) {
        self.url = url
        self.limits = limits
    }

    mutating func read(_ data: Data) throws(HLSError) {
        guard data.count <= limits.maximumPlaylistBytes else {
            throw .limitExceeded(url: url.absoluteString, reason: "the playlist is larger than \(limits.maximumPlaylistBytes) bytes")
        }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        var sawHeader = false
        for rawLine in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            line += 1
            guard rawLine.count <= limits.maximumLineBytes else {
                throw .limitExceeded(url: url.absoluteString, reason: "line \(line) is longer than \(limits.maximumLineBytes) bytes")
            }
            guard let decoded = String(validating: rawLine, as: UTF8.self) else { throw invalid("not UTF-8") }
            let text = decoded.hasSuffix("\r") ? decoded.dropLast() : Substring(decoded)
            if !sawHeader {
                guard text == "#EXTM3U" else { throw invalid("the playlist does not start with #EXTM3U") }
                sawHeader = true
                continue
            }
            if text.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if text.hasPrefix("#") {
                try readTag(text)
            } else {
                try readURI(text)
            }
        }
        guard sawHeader else { throw invalid("the playlist is empty") }
    }

    func playlist() throws(HLSError) -> HLSPlaylist {
        if pendingVariant != nil { throw invalid("#EXT-X-STREAM-INF is not followed by a URI") }
        if !variants.isEmpty {
            guard segments.isEmpty else { throw invalid("a playlist cannot list both variants and segments") }
            return .master(HLSMasterPlaylist(variants: variants, sessionKeys: sessionKeys))
        }
        return .media(HLSMediaPlaylist(targetDuration: targetDuration, mediaSequence: mediaSequence,
                                       segments: segments, isComplete: isComplete))
    }

    private mutating func readTag(_ text: Substring) throws(HLSError) {
        let colon = text.firstIndex(of: ":")
        let name = colon.map { text[..<$0] } ?? text
        let value = colon.map { text[text.index(after: $0)...] } ?? ""
        switch name {
        case "#EXT-X-STREAM-INF":
            pendingVariant = try attributes(value)
        case "#EXT-X-SESSION-KEY":
            let key = try self.key(try attributes(value))
            guard !key.isNone else { throw invalid("#EXT-X-SESSION-KEY cannot have METHOD=NONE") }
            try countKey()
            sessionKeys.append(key)
        case "#EXT-X-KEY":
            let key = try self.key(try attributes(value))
            try countKey()
            currentKey = key.isNone ? nil : key
        case "#EXT-X-MEDIA-SEQUENCE":
            guard segments.isEmpty, pendingDuration == nil else { throw invalid("#EXT-X-MEDIA-SEQUENCE after the first segment") }
            guard let number = UInt64(value) else { throw invalid("#EXT-X-MEDIA-SEQUENCE is not a decimal integer") }
            mediaSequence = number
        case "#EXT-X-TARGETDURATION":
            guard let seconds = Int(value), seconds >= 0 else { throw invalid("#EXT-X-TARGETDURATION is not a decimal integer") }
            targetDuration = seconds
        case "#EXTINF":
            let durationText = value.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let seconds = Double(durationText), seconds.isFinite, seconds >= 0 else {
                throw invalid("#EXTINF duration \"\(durationText.prefix(40))\" is not a non-negative number")
            }
            pendingDuration = seconds
        case "#EXT-X-BYTERANGE":
            let parts = value.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            guard let length = UInt64(parts[0]), parts.count == 1 || UInt64(parts[1]) != nil else {
                throw invalid("#EXT-X-BYTERANGE is not length[@offset]")
            }
            pendingByteRange = (length, parts.count == 2 ? UInt64(parts[1]) : nil)
        case "#EXT-X-ENDLIST":
            isComplete = true
        default:
            break
        }
    }

    private mutating func readURI(_ text: Substring) throws(HLSError) {
        let resolved = try resolve(String(text))
        if let attributes = pendingVariant {
            pendingVariant = nil
            guard variants.count < limits.maximumVariants else {
                throw .limitExceeded(url: url.absoluteString, reason: "more than \(limits.maximumVariants) variants")
            }
            do {
                variants.append(HLSVariant(uri: resolved, bandwidth: try attributes.integer("BANDWIDTH"),
                                           resolution: try attributes.enumerated("RESOLUTION"), codecs: try attributes.string("CODECS")))
            } catch {
                throw invalid(error.reason)
            }
            return
        }
        guard let duration = pendingDuration else { throw invalid("a segment URI without #EXTINF") }
        guard segments.count < limits.maximumSegments else {
            throw .limitExceeded(url: url.absoluteString, reason: "more than \(limits.maximumSegments) segments")
        }
        var byteRange: HLSByteRange?
        if let (length, offset) = pendingByteRange {
            guard let start = offset ?? continuingOffset(for: resolved) else {
                throw invalid("#EXT-X-BYTERANGE without an offset does not follow a sub-range of the same resource")
            }
            guard start <= UInt64.max - length else { throw invalid("#EXT-X-BYTERANGE ends past 2^64") }
            byteRange = HLSByteRange(length: length, offset: start)
        }
        let (sequence, overflow) = mediaSequence.addingReportingOverflow(UInt64(segments.count))
        guard !overflow else { throw invalid("the media sequence number overflows") }
        segments.append(HLSSegment(uri: resolved, duration: duration, sequenceNumber: sequence, byteRange: byteRange, key: currentKey))
        pendingDuration = nil
        pendingByteRange = nil
    }

    /// Where a byte range with no offset starts: right after the previous segment's, of the same resource.
    private func continuingOffset(for uri: URL) -> UInt64? {
        guard let previous = segments.last, previous.uri == uri, let range = previous.byteRange else { return nil }
        return range.offset + range.length
    }

    private func key(_ attributes: HLSAttributeList) throws(HLSError) -> HLSKey {
        let method: String, uriText: String?, iv: Data?, keyFormat: String?
        do throws(HLSAttributeListError) {
            guard let named = try attributes.enumerated("METHOD") else { throw HLSAttributeListError("a key without METHOD") }
            method = named
            uriText = try attributes.string("URI")
            iv = try attributes.hexadecimal("IV", bytes: 16)
            keyFormat = try attributes.string("KEYFORMAT")
        } catch {
            throw invalid(error.reason)
        }
        var uri: URL?
        if let uriText {
            uri = try HLSKey.isKeyServerIdentifier(uriText) ? keyServerIdentifier(uriText) : resolve(uriText)
        } else if method != "NONE" {
            throw invalid("a \(method) key without URI")
        }
        return HLSKey(method: method, uri: uri, iv: iv, keyFormat: keyFormat)
    }

    private mutating func countKey() throws(HLSError) {
        keyCount += 1
        guard keyCount <= limits.maximumKeys else {
            throw .limitExceeded(url: url.absoluteString, reason: "more than \(limits.maximumKeys) key tags")
        }
    }

    private func attributes(_ text: Substring) throws(HLSError) -> HLSAttributeList {
        do {
            return try HLSAttributeList(text)
        } catch {
            throw invalid(error.reason)
        }
    }

    /// A URI of the playlist, resolved against its URL: only http and https are ever followed.
    private func resolve(_ text: String) throws(HLSError) -> URL {
        guard let resolved = URL(string: text, relativeTo: url)?.absoluteURL else {
            throw invalid("\"\(text.prefix(80))\" is not a URI")
        }
        guard let scheme = resolved.scheme?.lowercased(), scheme == "http" || scheme == "https", resolved.host?.isEmpty == false else {
            throw .unsupportedURI(url: url.absoluteString, line: line, uri: String(text.prefix(200)))
        }
        return resolved
    }

    /// An `skd://` key URI as it stands: an identifier only a key server resolves, never followed. It must
    /// name something (the content id) and hold nothing a URL parser would read differently.
    private func keyServerIdentifier(_ text: String) throws(HLSError) -> URL {
        guard let identifier = URL(string: text), identifier.query == nil, identifier.fragment == nil,
              HLSKey.contentID(ofKeyServerIdentifier: identifier) != nil else {
            throw .unsupportedURI(url: url.absoluteString, line: line, uri: String(text.prefix(200)))
        }
        return identifier
    }

    private func invalid(_ reason: String) -> HLSError {
        .invalidPlaylist(url: url.absoluteString, line: line, reason: reason)
    }
}
