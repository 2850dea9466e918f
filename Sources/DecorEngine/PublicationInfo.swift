import Foundation
import ProtectedLoader

/// What `decor info` reports about a publication: metadata, reading order and protection, as plain values
/// ready to encode as JSON.
public struct PublicationInfo: Codable, Sendable, Equatable {
    public struct ReadingOrderItem: Codable, Sendable, Equatable {
        public var href: String
        public var type: String
    }

    public struct ErrorInfo: Codable, Sendable, Equatable {
        public var code: String
        public var message: String
    }

    public struct Rights: Codable, Sendable, Equatable {
        public var canCopy: Bool
        public var canPrint: Bool
        public var copyLeft: Int?
        public var printLeft: Int?
    }

    public struct Protection: Codable, Sendable, Equatable {
        public var scheme: ProtectionScheme?
        public var name: String?
        public var isRestricted: Bool
        public var error: ErrorInfo?
        public var rights: Rights
        public var license: LicenseSummary?
        /// The certificate revocation list that decided the LCP provider certificate's check, if any.
        public var crl: RevocationListReport?
    }

    public var identifier: String?
    public var title: String?
    public var language: String?
    public var readingOrder: [ReadingOrderItem]
    public var protection: Protection

    public init(_ publication: Publication) {
        identifier = publication.identifier
        title = publication.title
        language = publication.language
        readingOrder = publication.readingOrder.map { ReadingOrderItem(href: $0.href, type: $0.mediaType) }
        let rights = publication.rights
        protection = Protection(
            scheme: publication.protection?.scheme,
            name: publication.protectionName,
            isRestricted: publication.isRestricted,
            error: publication.protectionError.map { ErrorInfo(code: $0.code, message: $0.message) },
            rights: Rights(canCopy: rights.canCopy, canPrint: rights.canPrint,
                           copyLeft: rights.copyLeft, printLeft: rights.printLeft),
            license: publication.protection?.license,
            crl: publication.protection?.revocationList)
    }

    /// Encodes every optional member, null included, so that consumers see the documented shape.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(title, forKey: .title)
        try container.encode(language, forKey: .language)
        try container.encode(readingOrder, forKey: .readingOrder)
        try container.encode(protection, forKey: .protection)
    }
}

extension PublicationInfo.Protection {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(scheme, forKey: .scheme)
        try container.encode(name, forKey: .name)
        try container.encode(isRestricted, forKey: .isRestricted)
        try container.encode(error, forKey: .error)
        try container.encode(rights, forKey: .rights)
        try container.encode(license, forKey: .license)
        try container.encode(crl, forKey: .crl)
    }
}

extension PublicationInfo.Rights {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(canCopy, forKey: .canCopy)
        try container.encode(canPrint, forKey: .canPrint)
        try container.encode(copyLeft, forKey: .copyLeft)
        try container.encode(printLeft, forKey: .printLeft)
    }
}
