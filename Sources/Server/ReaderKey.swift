/// One reader of one publication: whose decoration groups, event streams and decorated pages go together.
public struct ReaderKey: Hashable, Sendable {
    public var publication: String
    public var reader: String

    public init(publication: String, reader: String) {
        self.publication = publication
        self.reader = reader
    }
}
