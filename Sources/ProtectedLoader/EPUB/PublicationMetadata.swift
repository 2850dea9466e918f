/// What a publication says about itself, whichever package format it came in (EPUB OPF or a Readium Web
/// Publication Manifest).
public struct PublicationMetadata: Sendable, Equatable {
    public var identifier: String?
    public var title: String?
    public var languages: [String]
    /// `ltr`, `rtl`, or nil when the package leaves it to the reading system.
    public var readingProgression: String?

    public init(identifier: String?, title: String?, languages: [String], readingProgression: String?) {
        self.identifier = identifier
        self.title = title
        self.languages = languages
        self.readingProgression = readingProgression
    }
}
