import Foundation

/// Reads the `properties.encrypted` objects of a packaged Readium Web Publication Manifest
/// (`manifest.json` at the package root): the links whose resources LCP encrypted, with the
/// compression and original length they declare.
enum RWPMEncryptedLinks {
    static let path = "manifest.json"
    static let lcpScheme = "http://readium.org/2014/01/lcp"
    /// Stands for a `compression` name other than `deflate`, so that reading such a resource fails
    /// instead of returning compressed bytes.
    static let unrecognisedCompression = -1
    /// Manifests are metadata; a larger one is refused rather than parsed.
    static let maximumSize: UInt64 = 16 << 20

    struct Failure: CodedError, Sendable {
        let location: String
        let reason: String
        var code: String { "invalidInput" }
        var message: String { "\(location): \(reason)" }
    }

    /// The LCP-encrypted links of the container's manifest; none when it has no `manifest.json`.
    static func entries(in container: Container) throws -> [EncryptionDocument.Entry] {
        guard let resource = container.resource(at: path) else { return [] }
        let location = "\(container.name): \(path)"
        guard try resource.length() <= maximumSize else { throw Failure(location: location, reason: "too large for a manifest") }
        guard case let .object(manifest)? = try? JSONValue.parse(resource.read()) else {
            throw Failure(location: location, reason: "not a JSON object")
        }
        var entries: [EncryptionDocument.Entry] = []
        for collection in ["readingOrder", "resources", "links"] {
            collect(manifest[collection], into: &entries)
        }
        return entries
    }

    /// Walks a list of links, and the `alternate` and `children` lists nested in them.
    private static func collect(_ links: JSONValue?, into entries: inout [EncryptionDocument.Entry]) {
        guard case let .array(items)? = links else { return }
        for case let .object(link) in items {
            if let entry = entry(link) { entries.append(entry) }
            collect(link["alternate"], into: &entries)
            collect(link["children"], into: &entries)
        }
    }

    private static func entry(_ link: [String: JSONValue]) -> EncryptionDocument.Entry? {
        guard
            case let .string(href)? = link["href"],
            case let .object(properties)? = link["properties"],
            case let .object(encrypted)? = properties["encrypted"],
            case .string(lcpScheme)? = encrypted["scheme"],
            case let .string(algorithm)? = encrypted["algorithm"],
            let path = ContainerPath.resolve(href, relativeTo: Self.path)
        else { return nil }
        var compression: Int?
        if case let .string(name)? = encrypted["compression"] { compression = name == "deflate" ? 8 : unrecognisedCompression }
        var originalLength: UInt64?
        if case let .integer(length)? = encrypted["originalLength"], length >= 0 { originalLength = UInt64(length) }
        return EncryptionDocument.Entry(
            path: path, algorithm: algorithm,
            keyRetrievalURI: "license.lcpl" + LCPEncryptedEntries.contentKeyPointer,
            compressionMethod: compression, originalLength: originalLength)
    }
}
