import DOM
import Foundation

/// `META-INF/container.xml`: where the package documents (rootfiles) of an OCF container are.
public struct OCFContainerDocument: Sendable, Equatable {
    public static let path = "META-INF/container.xml"
    static let namespace = "urn:oasis:names:tc:opendocument:xmlns:container"
    static let packageMediaType = "application/oebps-package+xml"

    /// Container paths of the package documents, in document order.
    public var packagePaths: [String]

    public init(data: Data, name: String) throws {
        let document = try Document.parseXML(data, name: name)
        packagePaths = document.node.descendants(named: "rootfile", namespace: Self.namespace)
            .filter { ($0.attribute("media-type") ?? Self.packageMediaType) == Self.packageMediaType }
            .compactMap { $0.attribute("full-path").flatMap { ContainerPath.resolve($0, relativeTo: "") } }
        guard !packagePaths.isEmpty else {
            throw PublicationError.invalidPackage(location: name, reason: "no rootfile with a full-path")
        }
    }
}
