import Foundation

/// What the revocation check of a provider certificate found, as `decor info` reports it under
/// `protection.crl`: which list decided, its dates, and its state.
public struct RevocationListReport: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable {
        /// Signed by the issuing authority, not past its `nextUpdate`, and the certificate is not on it.
        case valid
        /// The list names the certificate: the publication is restricted with `certificateRevoked`.
        case revoked
        /// Signed, but past its `nextUpdate` and no newer one could be had; still consulted.
        case expired
        /// Not a revocation list, or not signed by the authority that issued the certificate; ignored (a
        /// cached list, whose dates are then shown, is used instead).
        case invalid
        /// Could not be downloaded or read; the cached list, whose dates are then shown, or none is used.
        case unavailable
    }

    /// The URL or file the list comes from (`configuration` for lists handed over in memory).
    public var source: String
    public var thisUpdate: Date?
    public var nextUpdate: Date?
    public var status: Status

    public init(source: String, thisUpdate: Date?, nextUpdate: Date?, status: Status) {
        self.source = source
        self.thisUpdate = thisUpdate
        self.nextUpdate = nextUpdate
        self.status = status
    }

    /// Dates are ISO 8601 texts; absent ones are written as null so that the JSON always has the same members.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(thisUpdate?.formatted(.iso8601), forKey: .thisUpdate)
        try container.encode(nextUpdate?.formatted(.iso8601), forKey: .nextUpdate)
        try container.encode(status, forKey: .status)
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try container.decode(String.self, forKey: .source)
        thisUpdate = try container.decodeIfPresent(String.self, forKey: .thisUpdate).flatMap(ISO8601Timestamp.parse)
        nextUpdate = try container.decodeIfPresent(String.self, forKey: .nextUpdate).flatMap(ISO8601Timestamp.parse)
        status = try container.decode(Status.self, forKey: .status)
    }

    private enum CodingKeys: String, CodingKey {
        case source, thisUpdate, nextUpdate, status
    }
}
