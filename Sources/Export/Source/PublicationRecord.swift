/// A publication of the catalogue: the key highlights refer to and where to open it.
public struct PublicationRecord: Sendable, Equatable {
    /// The key highlights use (the `publication` value of the import lines) and the credentials file's key.
    public var id: String
    /// A file path (absolute once imported) or a URL.
    public var location: String
    /// The key to look credentials up by in the credentials file, when it is not `id`.
    public var credentialsReference: String?

    public init(id: String, location: String, credentialsReference: String? = nil) {
        self.id = id
        self.location = location
        self.credentialsReference = credentialsReference
    }
}
