/// Why a publication's package could not be understood or a resource could not be given.
public enum PublicationError: CodedError, Sendable {
    /// `META-INF/container.xml` or the package document is missing or unusable.
    case invalidPackage(location: String, reason: String)
    /// No resource at that href.
    case resourceNotFound(publication: String, href: String)
    /// The resource is protected and the publication is restricted; `reason` is the protection's error.
    case restricted(publication: String, href: String, reason: any CodedError & Sendable)

    public var code: String {
        switch self {
        case .invalidPackage: "invalidPackage"
        case .resourceNotFound: "resourceNotFound"
        case .restricted: "restricted"
        }
    }

    public var message: String {
        switch self {
        case let .invalidPackage(location, reason): "\(location): invalid package: \(reason)"
        case let .resourceNotFound(publication, href): "\(publication): no resource at href '\(href)'"
        case let .restricted(publication, href, reason):
            "\(publication): '\(href)' is protected and the publication is restricted (\(reason.code): \(reason.message))"
        }
    }
}
