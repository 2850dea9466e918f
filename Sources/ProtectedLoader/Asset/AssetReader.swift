import Foundation

/// Decides what an asset path is — exploded folder, ZIP package, PDF file or bare LCP license — from the file
/// system and the file's first bytes, never from its extension alone. An `http(s)://` location is a
/// license when its path ends in `.lcpl` or `.json`, and otherwise a ZIP package streamed by range.
enum AssetReader {
    /// `fetcher` reads `http(s)://` locations, sending `headers` with every request; without one they are refused.
    static func asset(at path: String, fetcher: HTTPFetcher?, headers: [(name: String, value: String)] = []) throws -> ProtectionAsset {
        if let url = URL(string: path), ["http", "https"].contains(url.scheme?.lowercased()) {
            guard let fetcher else {
                throw OpeningError.unsupportedAsset(location: path, reason: "remote publications need an HTTP fetcher")
            }
            return try remoteAsset(at: url, fetcher: fetcher, headers: headers)
        }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw OpeningError.reading(location: path, underlying: ByteSourceError(location: path, reason: "no such file"))
        }
        if isDirectory.boolValue {
            return .container(try FolderContainer(url: url))
        }
        let source = try FileByteSource(url: url)
        let head = try source.read(at: 0, count: 4)
        if head.starts(with: [0x50, 0x4B]) {
            return .container(ZipContainer(archive: try ZipArchive(source: source, name: path), password: nil))
        }
        if PDFContainer.isPDF(try source.read(at: 0, count: 5)) {
            return .container(PDFContainer(name: path, path: url.lastPathComponent, source: source))
        }
        if let first = head.first(where: { !" \t\r\n".utf8.contains($0) }), first == UInt8(ascii: "{") {
            guard source.length <= licenseSizeLimit else {
                throw OpeningError.unsupportedAsset(location: path, reason: "a JSON file larger than any license")
            }
            return .license(data: try source.read(at: 0, count: Int(source.length)), location: path)
        }
        throw OpeningError.unsupportedAsset(location: path, reason: "neither a ZIP package, a folder, a PDF nor a license")
    }

    /// A license (named `.lcpl` or `.json`) is downloaded whole; anything else is streamed as a ZIP package.
    static func remoteAsset(at url: URL, fetcher: HTTPFetcher, headers: [(name: String, value: String)] = []) throws -> ProtectionAsset {
        let location = url.absoluteString
        do {
            if ["lcpl", "json"].contains(url.pathExtension.lowercased()) {
                var policy = fetcher.policy
                policy.maximumResponseSize = Int(licenseSizeLimit)
                return .license(data: try fetcher.send(HTTPRequest(url: url, headers: headers), policy: policy).body, location: location)
            }
            let source = try HTTPRangeByteSource(url: url, fetcher: fetcher, headers: headers)
            return .container(ZipContainer(archive: try ZipArchive(source: source, name: location), password: nil))
        } catch let error as OpeningError {
            throw error
        } catch {
            throw OpeningError.reading(location: location, underlying: error)
        }
    }

    /// Licenses are a few kilobytes; anything far larger is not one.
    static let licenseSizeLimit: UInt64 = 1 << 20
}

extension ProtectionAsset {
    /// A ZIP package or license read from a single file (as opposed to a folder).
    var isFile: Bool {
        switch self {
        case let .container(container): container is ZipContainer || container is PDFContainer
        case .license: false
        }
    }
}
