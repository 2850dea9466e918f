import Foundation

/// Downloads the publication a bare LCP license names and makes it a package that opens on its own: the
/// `publication` link is fetched into a partial file beside the destination (resumed with `Range` when
/// an earlier attempt left one and the server allows it), its `length` and SHA-256 `hash` are checked
/// (hex or base64), the license is written into it, and only then is it renamed to the final name.
public struct LicenseAcquisition: Sendable {
    /// How far a download has come.
    public struct Progress: Sendable, Equatable {
        public var receivedBytes: UInt64
        /// From the license's `length` or the response; nil when neither says.
        public var totalBytes: UInt64?
        public var bytesPerSecond: Double
    }

    /// What was acquired.
    public struct Result: Sendable, Encodable {
        public var path: String
        public var publicationURL: String
        public var length: UInt64
        public var sha256: String
        /// Bytes a resumed download did not fetch again.
        public var resumedFrom: UInt64
    }

    public let license: LCPLicense
    public let licenseDocument: Data
    private let fetcher: HTTPFetcher
    private let policy: HTTPRequestPolicy

    /// Reads the license; throws `LCPError.invalidLicense` when it is not one or has no http(s) publication link.
    public init(licenseDocument: Data, fetcher: HTTPFetcher, policy: HTTPRequestPolicy = HTTPRequestPolicy(totalTimeout: 3600)) throws {
        license = try LCPLicense(data: licenseDocument)
        guard let href = license.link("publication")?.href, let url = URL(string: href),
              ["http", "https"].contains(url.scheme?.lowercased()) else {
            throw LCPError.invalidLicense(field: "links", reason: "no http or https publication link")
        }
        self.licenseDocument = licenseDocument
        self.fetcher = fetcher
        self.policy = policy
    }

    /// Where an interrupted download of `destination` is kept until it is resumed.
    public static func partialURL(for destination: URL) -> URL {
        destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).decor-partial")
    }

    /// Downloads into `destination`; `progress` is called from the download as bytes arrive. On a wrong
    /// length or hash nothing is left behind; on a broken connection the partial file stays for a resume.
    public func acquire(to destination: URL, progress: @escaping @Sendable (Progress) -> Void = { _ in }) throws -> Result {
        let link = license.link("publication")!
        let url = URL(string: link.href)!
        let partial = Self.partialURL(for: destination)
        if !FileManager.default.fileExists(atPath: partial.path) {
            guard FileManager.default.createFile(atPath: partial.path, contents: nil) else {
                throw ByteSourceError(location: partial.path, reason: "cannot create the download file")
            }
        }
        let handle = try FileHandle(forWritingTo: partial)
        let resumedFrom = try handle.seekToEnd()
        let writer = DownloadWriter(handle: handle, expected: link.length.map(UInt64.init), progress: progress)
        var request = HTTPRequest(url: url)
        if resumedFrom > 0 { request = request.adding(header: "Range", value: "bytes=\(resumedFrom)-") }
        do {
            _ = try fetcher.send(request, policy: policy, checkHead: { status, headers in
                try writer.start(status: status, headers: headers, resumingFrom: resumedFrom, url: link.href)
            }, sink: { try writer.write($0) })
            try handle.close()
        } catch {
            try? handle.close()
            // Keep what came for a resume only when the server can resume it.
            if !writer.serverAcceptsRanges { try? FileManager.default.removeItem(at: partial) }
            throw error
        }
        do {
            let result = try check(partial, link: link, resumedFrom: resumedFrom, destination: destination)
            try ZipEntryReplacement.replace(Self.licensePath(in: partial), with: licenseDocument, inArchiveAt: partial)
            guard rename(partial.path, destination.path) == 0 else {
                throw ByteSourceError(location: destination.path, reason: String(cString: strerror(errno)))
            }
            return result
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
    }

    private func check(_ file: URL, link: LCPLicense.Link, resumedFrom: UInt64, destination: URL) throws -> Result {
        let data = try Data(contentsOf: file, options: .alwaysMapped)
        if let length = link.length, Int64(data.count) != length {
            throw LCPAcquisitionFailure.lengthMismatch(url: link.href, expected: UInt64(length), received: UInt64(data.count))
        }
        let digest = Digest.sha256(data)
        if let hash = link.hash {
            let expected = Data(hexadecimal: hash) ?? Data(base64Encoded: hash)
            guard expected == digest else {
                throw LCPAcquisitionFailure.hashMismatch(url: link.href, expected: hash, computed: digest.hexString)
            }
        }
        return Result(path: destination.path, publicationURL: link.href, length: UInt64(data.count),
                      sha256: digest.hexString, resumedFrom: resumedFrom)
    }

    /// EPUB packages keep the license in META-INF; Readium Web Publication packages at their root.
    private static func licensePath(in package: URL) throws -> String {
        let archive = try ZipArchive(url: package)
        let isEPUB = archive.entry(at: "META-INF/container.xml") != nil
        return isEPUB ? LCPContentProtection.licensePaths[0] : LCPContentProtection.licensePaths[1]
    }
}

/// Writes a download's body to its partial file, checking the head first: a resume needs a 206 from the
/// right offset (a 200 starts over), and no download may grow past the license's `length`.
private final class DownloadWriter: @unchecked Sendable {
    private let handle: FileHandle
    private let expected: UInt64?
    private let progress: @Sendable (LicenseAcquisition.Progress) -> Void
    private let lock = NSLock()
    private var received: UInt64 = 0
    private var total: UInt64?
    private var started = Date()
    private var startOffset: UInt64 = 0
    private(set) var serverAcceptsRanges = false
    private var url = ""

    init(handle: FileHandle, expected: UInt64?, progress: @escaping @Sendable (LicenseAcquisition.Progress) -> Void) {
        self.handle = handle
        self.expected = expected
        self.progress = progress
    }

    func start(status: Int, headers: [(name: String, value: String)], resumingFrom offset: UInt64, url: String) throws {
        try lock.withLock {
            self.url = url
            func header(_ name: String) -> String? { headers.first { $0.name.lowercased() == name }?.value }
            serverAcceptsRanges = header("accept-ranges")?.lowercased() == "bytes" || status == 206
            if status == 206, let range = header("content-range").flatMap(ContentRange.init) {
                guard range.first == offset else {
                    throw HTTPError.invalidResponse(url: url, reason: "the resumed download starts at \(range.first), not \(offset)")
                }
                received = offset
                total = range.total
            } else {
                // The whole file again: what an earlier attempt left is dropped.
                try handle.truncate(atOffset: 0)
                received = 0
                total = header("content-length").flatMap(UInt64.init)
            }
            total = expected ?? total
            started = Date()
            startOffset = received
        }
    }

    func write(_ data: Data) throws {
        let snapshot: LicenseAcquisition.Progress = try lock.withLock {
            received += UInt64(data.count)
            if let expected, received > expected {
                throw LCPAcquisitionFailure.lengthMismatch(url: url, expected: expected, received: received)
            }
            try handle.write(contentsOf: data)
            let elapsed = max(Date().timeIntervalSince(started), 0.001)
            return .init(receivedBytes: received, totalBytes: total, bytesPerSecond: Double(received - startOffset) / elapsed)
        }
        progress(snapshot)
    }
}
