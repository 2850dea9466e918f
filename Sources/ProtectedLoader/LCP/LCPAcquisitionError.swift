/// A bare license names a publication to download, and this opening may not go online (or the link is not
/// an http or https URL).
public struct LCPAcquisitionError: CodedError, Sendable {
    /// The license's `publication` link, when it has one.
    public let publicationURL: String?

    public var code: String { "acquisitionUnavailable" }
    public var message: String {
        let source = publicationURL.map { " from \($0)" } ?? ""
        return "the publication of this license must be downloaded\(source), and this opening is offline; "
            + "acquire it (decor lcp acquire) and open the package, or open the license online"
    }
}
