import DecorEngine

/// The publications a server serves, by id. Ids come from file names; two publications whose names
/// reduce to the same id get `-2`, `-3`… in the order given, so an unchanged command line keeps its ids.
public struct PublicationRegistry: Sendable {
    public private(set) var publications: [ServedPublication] = []
    private var byID: [String: Int] = [:]

    public init() {}

    /// Registers `publication` and returns its id.
    @discardableResult
    public mutating func register(_ publication: Publication) -> String {
        let base = ServedPublication.id(for: publication.location)
        var id = base
        var suffix = 2
        while byID[id] != nil {
            id = "\(base)-\(suffix)"
            suffix += 1
        }
        byID[id] = publications.count
        publications.append(ServedPublication(id: id, publication: publication))
        return id
    }

    public subscript(id: String) -> ServedPublication? {
        byID[id].map { publications[$0] }
    }
}
