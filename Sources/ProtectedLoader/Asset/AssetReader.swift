import Foundation

/// Decides what an asset path is — exploded folder, ZIP package, PDF file or bare LCP license — from the file
/// system and the file's first bytes, never from its extension alone.
enum AssetReader {
    static func asset(at path: String) throws -> ProtectionAsset {
        if path.hasPrefix("http://") || path.hasPrefix("https://") {
            throw OpeningError.unsupportedAsset(location: path, reason: "remote publications are not supported by this build")
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
