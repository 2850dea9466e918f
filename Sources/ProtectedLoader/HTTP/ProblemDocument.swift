import Foundation
import JSON

/// An RFC 7807 problem document (`application/problem+json`), as LCP and LSD servers explain their
/// refusals: `type` is the machine-readable reason (`http://readium.org/license-status-document/error/renew`).
public struct ProblemDocument: Sendable, Equatable, Codable {
    /// The largest problem document decor reads; servers explaining an error need far less.
    public static let maximumSize = 64 << 10

    public var type: String
    public var title: String?
    public var status: Int?
    public var detail: String?
    public var instance: String?

    public init(type: String = "about:blank", title: String? = nil, status: Int? = nil, detail: String? = nil, instance: String? = nil) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.instance = instance
    }

    /// Decodes a problem document, or nil when `data` is not one (not JSON, not an object, too large,
    /// members of the wrong type). `type` defaults to `about:blank` as the RFC says.
    public init?(data: Data) {
        guard data.count <= Self.maximumSize, case let .object(members)? = try? JSONValue.parse(data) else { return nil }
        func string(_ key: String) -> String?? {
            switch members[key] {
            case nil, .null?: .some(nil)
            case let .string(text)?: .some(text)
            default: nil
            }
        }
        guard let type = string("type"), let title = string("title"), let detail = string("detail"),
              let instance = string("instance") else { return nil }
        let status: Int?
        switch members["status"] {
        case nil, .null?: status = nil
        case let .number(number)?: status = number.integerValue
        default: return nil
        }
        self.init(type: type ?? "about:blank", title: title, status: status, detail: detail, instance: instance)
    }

    /// The title, then the detail, for one line of a message.
    public var summary: String {
        [title, detail].compactMap { $0 }.joined(separator: ": ")
    }
}
