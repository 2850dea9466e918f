import Foundation

/// A `ByteSource` over a remote file read with HTTP `Range` requests, so that a package can be opened
/// without downloading it: `HEAD` gives the length, then only the blocks asked for are fetched (adjacent
/// missing blocks in one request) and kept in a bounded cache. The file's last block is fetched at once,
/// since every ZIP reader starts with the end records and, in most packages, the central directory there.
/// A server that answers a range with the whole file, or whose file changes under the reader, is an
/// `HTTPError` rather than wrong bytes.
public final class HTTPRangeByteSource: ByteSource, @unchecked Sendable {
    /// Bytes per block; requests cover whole blocks.
    public static let blockSize = 16 << 10
    /// Blocks kept, least recently used dropped first (8 MiB).
    public static let cachedBlockLimit = 512

    public let url: URL
    public let length: UInt64
    private let fetcher: HTTPFetcher
    private let policy: HTTPRequestPolicy?
    private let headers: [(name: String, value: String)]
    private let entityTag: String?
    private let lock = NSLock()
    private var blocks: [UInt64: (data: Data, lastUse: Int)] = [:]
    private var clock = 0
    private var statistics = HTTPTransferStatistics()

    /// Asks for the length of `url` and prefetches its last block. `headers` go with every request (an
    /// authorisation token). Throws `HTTPError.rangeNotSupported` when the server ignores ranges.
    public init(url: URL, fetcher: HTTPFetcher, policy: HTTPRequestPolicy? = nil, headers: [(name: String, value: String)] = []) throws {
        self.url = url
        self.fetcher = fetcher
        self.policy = policy
        self.headers = headers
        (length, entityTag) = try Self.describe(url, fetcher: fetcher, policy: policy, headers: headers)
        statistics.requestCount = 1
        if length > 0 {
            try lock.withLock { try fetchBlocks(Self.block(containing: length - 1)...Self.block(containing: length - 1)) }
        }
    }

    /// The length and ETag of `url`, from `HEAD` or, where the server refuses `HEAD` (pre-signed URLs
    /// are often signed for GET only), from the `Content-Range` of a one-byte range.
    private static func describe(
        _ url: URL, fetcher: HTTPFetcher, policy: HTTPRequestPolicy?, headers: [(name: String, value: String)]
    ) throws -> (length: UInt64, entityTag: String?) {
        let location = url.absoluteString
        do {
            let head = try fetcher.send(HTTPRequest(method: "HEAD", url: url, headers: headers), policy: policy)
            guard let length = head.header("Content-Length").flatMap(UInt64.init) else {
                throw HTTPError.invalidResponse(url: location, reason: "the server does not say how long the file is (no Content-Length)")
            }
            if head.header("Accept-Ranges")?.lowercased() == "none" {
                throw HTTPError.rangeNotSupported(url: location, status: head.status)
            }
            return (length, head.header("ETag"))
        } catch let HTTPError.status(_, status, _) where [403, 405, 501].contains(status) {
            var probePolicy = policy ?? fetcher.policy
            probePolicy.maximumResponseSize = 1
            let probe = try fetcher.send(HTTPRequest(url: url, headers: headers + [("Range", "bytes=0-0")]), policy: probePolicy) { status, _ in
                guard status == 206 else { throw HTTPError.rangeNotSupported(url: location, status: status) }
            }
            guard let total = probe.header("Content-Range").flatMap(ContentRange.init)?.total else {
                throw HTTPError.invalidResponse(url: location, reason: "the server says neither in HEAD nor in Content-Range how long the file is")
            }
            return (total, probe.header("ETag"))
        }
    }

    /// Requests made and body bytes received so far, the `HEAD` included.
    public var transferStatistics: HTTPTransferStatistics { lock.withLock { statistics } }

    public func read(at offset: UInt64, count: Int) throws -> Data {
        guard count > 0, offset < length else { return Data() }
        let end = min(length, offset + UInt64(count))
        return try lock.withLock {
            let wanted = Self.block(containing: offset)...Self.block(containing: end - 1)
            // A read larger than half the cache (a big font, a whole video) goes around it.
            if wanted.count > Self.cachedBlockLimit / 2 { return try fetch(offset, end - 1) }
            var missingStart: UInt64?
            for index in wanted {
                if blocks[index] == nil {
                    missingStart = missingStart ?? index
                } else if let start = missingStart {
                    try fetchBlocks(start...(index - 1))
                    missingStart = nil
                }
            }
            if let start = missingStart { try fetchBlocks(start...wanted.upperBound) }
            var result = Data(capacity: Int(end - offset))
            for index in wanted {
                clock += 1
                blocks[index]!.lastUse = clock
                let blockStart = index * UInt64(Self.blockSize)
                let data = blocks[index]!.data
                let from = Int(max(offset, blockStart) - blockStart)
                let to = Int(min(end, blockStart + UInt64(data.count)) - blockStart)
                result.append(data[data.startIndex + from..<data.startIndex + to])
            }
            return result
        }
    }

    /// Fetches `range` of blocks in one request and caches them. Called with the lock held.
    private func fetchBlocks(_ range: ClosedRange<UInt64>) throws {
        let first = range.lowerBound * UInt64(Self.blockSize)
        let body = try fetch(first, min(length, (range.upperBound + 1) * UInt64(Self.blockSize)) - 1)
        for index in range {
            let start = Int(index * UInt64(Self.blockSize) - first)
            clock += 1
            blocks[index] = (body.subdata(in: start..<min(body.count, start + Self.blockSize)), clock)
        }
        evictIfNeeded()
    }

    /// Bytes `first...last` in one range request, checked to be those bytes of the same file. Called with
    /// the lock held.
    private func fetch(_ first: UInt64, _ last: UInt64) throws -> Data {
        let location = url.absoluteString
        let expectedLength = length
        let expectedTag = entityTag
        let request = HTTPRequest(url: url, headers: headers + [("Range", "bytes=\(first)-\(last)")])
        var rangePolicy = policy ?? fetcher.policy
        rangePolicy.maximumResponseSize = Int(last - first + 1)
        statistics.requestCount += 1
        let response = try fetcher.send(request, policy: rangePolicy) { status, headers in
            // Refused before the body: a server ignoring ranges would otherwise send the whole file.
            guard status == 206 else { throw HTTPError.rangeNotSupported(url: location, status: status) }
            let value = headers.first { $0.name.lowercased() == "content-range" }?.value ?? ""
            guard let contentRange = ContentRange(value) else {
                throw HTTPError.invalidResponse(url: location, reason: "a 206 response without a usable Content-Range (\(value))")
            }
            if let total = contentRange.total, total != expectedLength {
                throw HTTPError.resourceChanged(url: location, detail: "its length was \(expectedLength) bytes and is now \(total)")
            }
            guard contentRange.first == first, contentRange.last == last else {
                throw HTTPError.invalidResponse(
                    url: location, reason: "bytes \(contentRange.first)-\(contentRange.last) came back for \(first)-\(last)")
            }
            let tag = headers.first { $0.name.lowercased() == "etag" }?.value
            if let expectedTag, let tag, tag != expectedTag {
                throw HTTPError.resourceChanged(url: location, detail: "its ETag was \(expectedTag) and is now \(tag)")
            }
        }
        statistics.bytesReceived += UInt64(response.body.count)
        guard response.body.count == Int(last - first + 1) else {
            throw HTTPError.invalidResponse(
                url: location, reason: "\(response.body.count) bytes came back for bytes \(first)-\(last)")
        }
        return response.body
    }

    private func evictIfNeeded() {
        guard blocks.count > Self.cachedBlockLimit else { return }
        let oldest = blocks.sorted { $0.value.lastUse < $1.value.lastUse }.prefix(blocks.count - Self.cachedBlockLimit)
        for (index, _) in oldest { blocks[index] = nil }
    }

    private static func block(containing offset: UInt64) -> UInt64 { offset / UInt64(blockSize) }
}
