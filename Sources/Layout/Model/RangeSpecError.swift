/// A range spec that cannot be read, naming the spec's id and the field at fault (`start.offset`).
public struct RangeSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec's id (or its index in the list), nil when the list itself is at fault.
    public let id: String?
    /// The dotted path of the field at fault, nil when the spec as a whole is.
    public let field: String?
    public let reason: String

    public var code: String { "invalidRangeSpec" }

    public var message: String {
        let place = [id.map { "range '\($0)'" }, field].compactMap(\.self).joined(separator: ": ")
        return place.isEmpty ? reason : "\(place) \(reason)"
    }

    public var description: String { message }
}
