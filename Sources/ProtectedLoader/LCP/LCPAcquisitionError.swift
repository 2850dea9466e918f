/// A bare license names a publication to download, and decor does not fetch publications over the network.
public struct LCPAcquisitionError: CodedError, Sendable {
    /// The license's `publication` link, when it has one.
    public let publicationURL: String?

    public var code: String { "acquisitionUnavailable" }
    public var message: String {
        let source = publicationURL.map { " from \($0)" } ?? ""
        return "the publication of this license must be downloaded\(source), and network acquisition is not available; "
            + "open the downloaded package instead"
    }
}
