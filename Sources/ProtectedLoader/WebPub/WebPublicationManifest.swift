import Foundation
import JSON

/// A packaged Readium Web Publication Manifest (`manifest.json` at the root of `.lcpdf`, `.lcpa`, `.audiobook`
/// packages): metadata, reading order and resources, with hrefs resolved to container paths.
public struct WebPublicationManifest: Sendable {
    public static let path = "manifest.json"
    /// Manifests are metadata; a larger one is refused rather than parsed.
    static let maximumSize: UInt64 = 16 << 20

    /// The `properties.encrypted` object of a link.
    public struct Encryption: Sendable, Equatable {
        public var scheme: String?
        public var profile: String?
        public var algorithm: String?
        public var compression: String?
        public var originalLength: UInt64?
    }

    /// A link whose href names an entry of the package.
    public struct PackagedLink: Sendable, Equatable {
        public var link: Link
        public var encryption: Encryption?
    }

    public struct Failure: CodedError, Sendable {
        public let location: String
        public let reason: String
        public var code: String { "invalidPackage" }
        public var message: String { "\(location): invalid manifest: \(reason)" }
    }

    public var identifier: String?
    public var title: String?
    public var languages: [String]
    public var readingProgression: String?
    public var readingOrder: [PackagedLink]
    /// `resources` and `links`, with the `alternate` and `children` links nested in any of them.
    public var otherLinks: [PackagedLink]

    /// Reads the container's manifest, or nil when it has none.
    public static func read(from container: Container) throws -> WebPublicationManifest? {
        guard let resource = container.resource(at: path) else { return nil }
        guard try resource.length() <= maximumSize else {
            throw Failure(location: path, reason: "larger than \(maximumSize) bytes")
        }
        return try WebPublicationManifest(data: resource.read(), packagePaths: Set(container.paths))
    }

    public init(data: Data, packagePaths: Set<String>) throws {
        guard case let .object(manifest)? = try? JSONValue.parse(data) else {
            throw Failure(location: Self.path, reason: "not a JSON object")
        }
        guard case let .object(metadata)? = manifest["metadata"] else {
            throw Failure(location: Self.path, reason: "no metadata object")
        }
        identifier = metadata["identifier"]?.stringValue
        title = Self.localizedString(metadata["title"])
        switch metadata["language"] {
        case let .string(language)?: languages = [language]
        case let .array(values)?: languages = values.compactMap(\.stringValue)
        default: languages = []
        }
        readingProgression = metadata["readingProgression"]?.stringValue
        let resolver = HrefResolver(packagePaths: packagePaths)
        readingOrder = resolver.links(manifest["readingOrder"], nested: false)
        otherLinks = resolver.links(manifest["resources"], nested: true) + resolver.links(manifest["links"], nested: true)
        guard !readingOrder.isEmpty else {
            throw Failure(location: Self.path, reason: "no reading order link names an entry of the package")
        }
    }

    /// A title is a string or a map of language to string; the map's first value in key order stands for it.
    private static func localizedString(_ value: JSONValue?) -> String? {
        switch value {
        case let .string(text)?: text
        case let .object(translations)?: translations.sorted { $0.key < $1.key }.lazy.compactMap(\.value.stringValue).first
        default: nil
        }
    }
}

/// Resolves manifest hrefs to package entries.
private struct HrefResolver {
    let packagePaths: Set<String>

    func links(_ value: JSONValue?, nested: Bool) -> [WebPublicationManifest.PackagedLink] {
        guard case let .array(items)? = value else { return [] }
        var result: [WebPublicationManifest.PackagedLink] = []
        for case let .object(link) in items {
            if let packaged = packagedLink(link) { result.append(packaged) }
            result += links(link["alternate"], nested: true) + links(link["children"], nested: true)
        }
        return result
    }

    private func packagedLink(_ link: [JSONMember]) -> WebPublicationManifest.PackagedLink? {
        guard let href = link["href"]?.stringValue, let path = path(of: href) else { return nil }
        var encryption: WebPublicationManifest.Encryption?
        if case let .object(properties)? = link["properties"], case let .object(encrypted)? = properties["encrypted"] {
            encryption = WebPublicationManifest.Encryption(
                scheme: encrypted["scheme"]?.stringValue,
                profile: encrypted["profile"]?.stringValue,
                algorithm: encrypted["algorithm"]?.stringValue,
                compression: encrypted["compression"]?.stringValue,
                originalLength: encrypted["originalLength"]?.integerValue.flatMap { $0 >= 0 ? UInt64($0) : nil })
        }
        return WebPublicationManifest.PackagedLink(
            link: Link(href: path, mediaType: link["type"]?.stringValue ?? "application/octet-stream",
                       duration: link["duration"]?.numberValue.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }),
            encryption: encryption)
    }

    /// Relative hrefs resolve against the manifest at the root. Some packagers wrote absolute URLs against a
    /// placeholder origin (`http://readium.org/audio/x.mp3` for the entry `audio/x.mp3`): an absolute http(s)
    /// URL whose path names an entry of this package is taken as that entry; any other is not packaged.
    private func path(of href: String) -> String? {
        if let url = URL(string: href), let scheme = url.scheme?.lowercased() {
            guard scheme == "http" || scheme == "https",
                  let path = ContainerPath.normalize(url.path), packagePaths.contains(path) else { return nil }
            return path
        }
        return ContainerPath.resolve(href, relativeTo: WebPublicationManifest.path)
    }
}
